// Production server for the static build: precompressed files, caching that fits hashed
// assets, the Not Found page with a real 404, and the security headers of the build's own
// `_headers` file, so the server and any CDN send the same policy.
import { createServer } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sirv from "sirv";
import { redirects } from "./route-paths.mjs";
import { parseHeadersFile } from "./security-headers.mjs";

/**
 * `fallback` answers paths that have no file: the Not Found page with a 404, or (for the
 * benchmark's client-only build) an SPA shell with a 200.
 */
export function createSiteServer({
  root = "build/client",
  fallback = { page: "404.html", status: 404 },
} = {}) {
  const headersFile = path.join(root, "_headers");
  if (!existsSync(headersFile)) {
    throw new Error(`${headersFile} is missing: build the site first (npm run build).`);
  }
  const headers = parseHeadersFile(readFileSync(headersFile, "utf8"));
  const fallbackPage = readFileSync(path.join(root, fallback.page));
  const assets = sirv(root, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  const sendFallback = (req, res, status = fallback.status) => {
    res.writeHead(status, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
    });
    res.end(req.method === "HEAD" ? undefined : fallbackPage);
  };

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = new URL(req.url ?? "/", "http://localhost");
    const target = redirects[url.pathname.replace(/\/+$/, "")];
    if (target) {
      res.writeHead(301, { Location: target + url.search });
      res.end();
      return;
    }
    // The CDN rules file is read by CDNs, never served.
    if (url.pathname === "/_headers") return sendFallback(req, res, 404);
    assets(req, res, () => sendFallback(req, res));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 3000);
  createSiteServer().listen(port, "127.0.0.1", () => {
    console.log(`Site on http://localhost:${port}`);
  });
}
