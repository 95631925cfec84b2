// Production server for the static build: precompressed files, caching that fits hashed
// assets, the Not Found page with a real 404, and the site's security headers.
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import sirv from "sirv";
import { securityHeaders } from "./security-headers.mjs";

const REDIRECTS = { "/programs/summer-camps": "/programs/summer-camp" };

export function createSiteServer({ root = "build/client", extraConnect = [] } = {}) {
  const headers = securityHeaders({ extraConnect });
  const notFoundPage = readFileSync(path.join(root, "404.html"));
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

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = new URL(req.url ?? "/", "http://localhost");
    const target = REDIRECTS[url.pathname.replace(/\/+$/, "")];
    if (target) {
      res.writeHead(301, { Location: target + url.search });
      res.end();
      return;
    }
    assets(req, res, () => {
      res.writeHead(404, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-cache",
      });
      res.end(req.method === "HEAD" ? undefined : notFoundPage);
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 3000);
  const extraConnect = process.env.EMULATOR_ORIGIN ? [process.env.EMULATOR_ORIGIN] : [];
  createSiteServer({ extraConnect }).listen(port, "127.0.0.1", () => {
    console.log(`Site on http://localhost:${port}`);
  });
}
