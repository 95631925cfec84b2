// Production server for the static build, on Fastify and @fastify/static: precompressed files
// chosen by Accept-Encoding, caching that fits hashed assets, ranges as HTTP asks, the Not Found
// page with a real 404, the old summer-camps address redirected, and the headers of the build's
// own `_headers` file, so the server and any CDN send the same policy.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { headersFor, parseHeadersFile, sharedHeaders } from "./headers-file.mjs";
import { localeOf, redirects } from "./route-paths.mjs";

const ALLOWED_METHODS = "GET, HEAD";

/** Where a requested path's own headers rule is looked up: its path without query or hash. */
function pathOf(url) {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * The site server for a built `root`. It only reads files the build wrote; the rules file itself
 * (`_headers`) is for CDNs and never served.
 */
export async function createSiteServer({ root = "build/client" } = {}) {
  const rulesFile = path.join(root, "_headers");
  if (!existsSync(rulesFile)) {
    throw new Error(`${rulesFile} is missing: build the site first (npm run build).`);
  }
  const rules = parseHeadersFile(readFileSync(rulesFile, "utf8"));
  const notFoundPages = {
    en: readFileSync(path.join(root, "404.html")),
    es: readFileSync(path.join(root, "es/404.html")),
  };

  const app = Fastify({
    // A connection that sends nothing for 5 s between requests, or takes 10 s over one request's
    // headers, is closed, so idle or slow clients cannot hold sockets open.
    keepAliveTimeout: 5_000,
    requestTimeout: 10_000,
    connectionTimeout: 30_000,
    return503OnClosing: true,
    // "/locations" and "/locations/" are one page, served from locations/index.html.
    routerOptions: { ignoreTrailingSlash: true },
    // A request whose address cannot be decoded still gets the site's headers with its 400.
    frameworkErrors: (error, request, reply) => {
      reply.headers(sharedHeaders(rules));
      return reply.code(400).type("text/plain; charset=utf-8").send("Bad Request\n");
    },
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.headers(headersFor(rules, pathOf(request.url)));
    if (request.method !== "GET" && request.method !== "HEAD") {
      reply.header("Allow", ALLOWED_METHODS);
      return reply.code(405).type("text/plain; charset=utf-8").send("Method Not Allowed\n");
    }
  });

  for (const [from, to] of Object.entries(redirects)) {
    app.get(from, (request, reply) => {
      const query = request.url.slice(pathOf(request.url).length);
      return reply.redirect(`${to}${query}`, 301);
    });
  }

  await app.register(fastifyStatic, {
    root: path.resolve(root),
    preCompressed: true,
    // One route per built file, so a path outside the build never reaches the file system.
    wildcard: false,
    index: ["index.html"],
    // Old addresses are answered with their redirect above, not their refresh page.
    globIgnore: Object.keys(redirects).map((from) => `${from.slice(1)}/**`),
    dotfiles: "deny",
    allowedPath: (pathname) => path.posix.basename(pathname) !== "_headers",
    cacheControl: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(request.method === "HEAD" ? undefined : notFoundPages[localeOf(pathOf(request.url))]),
  );

  return app;
}

/** Starts the server on 127.0.0.1:`port` and says where. */
export async function serve({ root, port }) {
  const app = await createSiteServer({ root });
  await app.listen({ port, host: "127.0.0.1" });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 3000);
  await serve({ port });
  console.log(`Site on http://localhost:${port}`);
}
