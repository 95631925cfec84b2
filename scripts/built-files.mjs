// Reading and compressing the files of a build, for the build's last step (finish-build.ts) and
// the benchmark, which makes a copy of the site without its scripts.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Every file under `dir`, as full paths. */
export async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Every file under `root`, as sorted paths relative to it with "/" ("es/calendar/index.html"). */
export async function filesOf(root) {
  const files = [];
  for await (const file of walk(root)) {
    files.push(path.relative(root, file).split(path.sep).join("/"));
  }
  return files.sort();
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The inline scripts a browser runs: not JSON-LD or other data blocks. */
export function inlineScripts(html) {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => {
      const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
      return !type || type === "module" || /javascript/.test(type);
    })
    .map(([, , source]) => source);
}

/** A page hydrates when React Router put its module script in it. */
export function hydrates(html) {
  return /<script[^>]*type="module"/.test(html);
}

/** The policy a page carries in its <meta>, as the browser reads the attribute. */
export function metaPolicy(html) {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  return content
    ?.replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}

/** Writes a .br and a .gz beside every text file worth compressing; returns how many. */
export async function precompress(root) {
  let count = 0;
  for (const file of await filesOf(root)) {
    if (!/\.(html|js|css|svg|json|xml|txt|ics|webmanifest)$/.test(file)) continue;
    const full = path.join(root, file);
    if ((await stat(full)).size < 512) continue;
    const body = await readFile(full);
    const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
    await writeFile(`${full}.br`, brotliCompressSync(body, brotli));
    await writeFile(`${full}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}
