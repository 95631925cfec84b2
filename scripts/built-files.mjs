// Reading and compressing the files of a build, for the build's last step (finish-build.ts) and
// the benchmark, which makes a copy of the site without its scripts.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

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

/**
 * Writes a .br and a .gz beside every text file worth compressing; returns how many. The files
 * are compressed side by side in zlib's thread pool: one after another took half of a build.
 * Brotli's best quality costs the most on the editor's 6 MB bundle, 13 s, where the next one
 * takes 6 s for 1.5% more bytes; only staff load that file, so files over 1 MB get the next one.
 */
export async function precompress(root) {
  const brotliOptions = (size) => ({
    params: { [constants.BROTLI_PARAM_QUALITY]: size > 2 ** 20 ? 10 : 11 },
  });
  const compressed = await Promise.all(
    (await filesOf(root)).map(async (file) => {
      if (!/\.(html|js|css|svg|json|xml|txt|ics|atom|webmanifest)$/.test(file)) return false;
      const full = path.join(root, file);
      const { size } = await stat(full);
      if (size < 512) return false;
      const body = await readFile(full);
      const [br, gz] = await Promise.all([
        promisify(brotliCompress)(body, brotliOptions(size)),
        promisify(gzip)(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
      return true;
    }),
  );
  return compressed.filter(Boolean).length;
}
