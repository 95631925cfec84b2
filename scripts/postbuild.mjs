// After `react-router build`: put the Not Found page where static hosts look for it,
// write sitemap.xml and robots.txt, and precompress text assets for the server and CDNs.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { siteUrlFromEnv } from "./site-url.mjs";

const root = path.resolve("build/client");
const siteUrl = siteUrlFromEnv();

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

await rename(path.join(root, "404/index.html"), path.join(root, "404.html"));
await rm(path.join(root, "404"), { recursive: true });
// Every path is prerendered, so the SPA fallback would only ever hide a missing page.
await rm(path.join(root, "__spa-fallback.html"), { force: true });

const pages = [];
for await (const file of walk(root)) {
  if (!file.endsWith("index.html")) continue;
  const html = await readFile(file, "utf8");
  if (/<meta name="robots" content="noindex"/.test(html)) continue;
  const route = "/" + path.relative(root, path.dirname(file)).split(path.sep).join("/");
  pages.push(route === "/." || route === "/" ? "/" : route);
}
pages.sort();
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pages.map((p) => `  <url><loc>${siteUrl}${p}</loc></url>`).join("\n")}
</urlset>
`;
await writeFile(path.join(root, "sitemap.xml"), sitemap);
await writeFile(
  path.join(root, "robots.txt"),
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
let count = 0;
for await (const file of walk(root)) {
  if (!compressible.test(file)) continue;
  const body = await readFile(file);
  if ((await stat(file)).size < 512) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(
  `postbuild: 404.html, sitemap.xml (${pages.length} pages), robots.txt, ${count} files precompressed`,
);
