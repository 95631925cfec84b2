// `npm run check:budget`: the initial JavaScript (gzip, level 9) of every route of the route table
// and of the Not Found page, from the built HTML and the chunk manifest. Prints a table; fails
// when a content route is over budget or a route loads map, calendar or sheet code it does not use.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { budgetTable, routeReport } from "./budget.mjs";
import { loadRoutes } from "./site-facts.mjs";

const build = path.resolve(process.argv[2] ?? "build");
const root = path.join(build, "client");
const { chunks } = JSON.parse(readFileSync(path.join(build, "chunks.json"), "utf8"));
const sizes = new Map();
const size = (file) => {
  if (!sizes.has(file)) {
    sizes.set(file, gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length);
  }
  return sizes.get(file);
};

const { paths } = await loadRoutes();
const pages = [
  ...paths.map((page) => [page, path.join(root, page, "index.html")]),
  ["/404", path.join(root, "404.html")],
];
const rows = pages.map(([page, file]) =>
  routeReport(page, readFileSync(file, "utf8"), chunks, size),
);

console.log(budgetTable(rows));
const failures = rows.flatMap((row) => row.problems.map((problem) => `${row.path}: ${problem}`));
if (failures.length > 0) {
  console.error(`\nByte budget failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
const heaviest = rows
  .filter((row) => row.kind === "content")
  .sort((a, b) => b.initialBytes - a.initialBytes)[0];
console.log(
  `\nByte budget: ${rows.length} routes within budget; heaviest content route ${heaviest?.path}.`,
);
