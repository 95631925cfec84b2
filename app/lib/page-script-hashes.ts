// Imports nothing, so that the build scripts can read it with plain Node.

/**
 * Where the build keeps the inline-script hashes of each page with React between its two
 * renderings (scripts/build.mjs): outside build/, which `react-router build` empties.
 */
export const PAGE_SCRIPT_HASHES_FILE = ".cache/page-script-hashes.json";
