// What the build publishes, kind by kind, and nothing else: a file of any other kind stops the
// build (an allowlist, so that a type nobody thought of is refused too). Each kind that is not a
// page names the one `_headers` rule that gives it the policy of a file that is not a page
// (security-policy.ts, filePolicy), a rule that matches no page: no page's policy then depends on
// how a host merges overlapping rules (docs/decisions/012-security-policy-per-page.md).

export interface FileKind {
  /** What the files are, in the words of the message that refuses anything else. */
  what: string;
  /** Its files, as paths under build/client ("assets/root-abc.js"). */
  files: RegExp;
  /** The `_headers` rule whose policy covers them; the rules files themselves are never served. */
  rule?: string;
}

export const fileKinds: readonly FileKind[] = [
  {
    what: "the site's scripts, stylesheets, font and pictures",
    files: /^assets\/[\w.-]+\.(js|css|woff2|png|jpe?g|webp|avif)$/,
    rule: "/assets/*",
  },
  {
    // Pictures in formats that hold no script: the staff guide's, which the editor shows.
    what: "the content editor's code and pictures",
    files: /^admin\/assets\/[\w.-]+\.(js|css|woff2|wasm|png|jpe?g|webp|avif)$/,
    rule: "/admin/assets/*",
  },
  {
    what: "the search index",
    files: /^pagefind\/([\w-]+\/)*[\w.-]+\.(js|json|pagefind|pf_meta|pf_index|pf_fragment)$/,
    rule: "/pagefind/*",
  },
  {
    // Written by React Router beside each prerendered path, for navigations inside the app.
    what: "each page's data",
    files: /^([\w-]+\/)*[\w.-]+\.data$/,
    rule: "/*.data",
  },
  { what: "the site's icon", files: /^favicon\.svg$/, rule: "/favicon.svg" },
  { what: "the sitemap", files: /^sitemap\.xml$/, rule: "/sitemap.xml" },
  { what: "the rules for search engines", files: /^robots\.txt$/, rule: "/robots.txt" },
  { what: "the host's rules", files: /^_(headers|redirects)$/ },
];

/** The precompressed copy of a published file, which servers send for Accept-Encoding. */
const COMPRESSED = /\.(br|gz)$/;

/**
 * The files that may not be published: all but the pages (`pageFiles`: the route table's pages,
 * the Not Found pages and the editor's page), the feeds, the kinds above, and the compressed
 * copies of any of these.
 */
export function unpublishable(
  files: readonly string[],
  pageFiles: ReadonlySet<string>,
  feedFiles: ReadonlySet<string>,
): string[] {
  const allowed = (file: string) =>
    pageFiles.has(file) || feedFiles.has(file) || fileKinds.some((kind) => kind.files.test(file));
  return files.filter((file) =>
    COMPRESSED.test(file) ? !allowed(file.replace(COMPRESSED, "")) : !allowed(file),
  );
}

/** Stops the build, naming each file and saying what the site publishes instead. */
export function refuseUnpublishable(
  files: readonly string[],
  pageFiles: ReadonlySet<string>,
  feedFiles: ReadonlySet<string>,
) {
  const refused = unpublishable(files, pageFiles, feedFiles);
  if (refused.length === 0) return;
  throw new Error(
    "The site publishes only its pages, its feeds and " +
      `${fileKinds.map((kind) => kind.what).join(", ")}, so it is not published with these ` +
      "files. Remove them (from public/, where files are copied from), or ask a developer:\n  " +
      refused.join("\n  "),
  );
}
