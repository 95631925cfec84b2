// Addresses that moved, and the page each one now leads to, as English paths; the same move holds
// under /es. Nothing here imports anything, so the build scripts and `npm run serve` can read it
// with plain Node. The route table gives each old address a page that refreshes onward (for a
// host that cannot redirect), and the build writes them to `_redirects` as 301s for the host and
// the Node server (scripts/finish-build.ts).
export const movedPages: Readonly<Record<string, string>> = {
  // The spec's navigation links to both the plural and the singular.
  "/programs/summer-camps": "/programs/summer-camp",
};
