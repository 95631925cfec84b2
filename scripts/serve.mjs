// Production server for the static build, on Fastify and @fastify/static: precompressed files
// chosen by Accept-Encoding, caching that fits hashed assets, ranges as HTTP asks, and the rules
// the build wrote for the host (`_headers` and `_redirects`, read with host-rules.mjs): each
// page's headers, the old addresses redirected, and the Not Found page of the path's language
// with a real 404. So the server and the host send the same thing.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import {
  headersFor,
  notFoundPageFor,
  parseHeadersFile,
  movedAddresses,
  parseRedirectsFile,
  sharedHeaders,
} from "./host-rules.mjs";

const ALLOWED_METHODS = "GET, HEAD";
const RULE_FILES = ["_headers", "_redirects"];

/** Where a requested path's own rules are looked up: its path without query or hash. */
function pathOf(url) {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * The site server for a built `root`. It only reads files the build wrote; the rules files
 * themselves are for the host and never served.
 */
export async function createSiteServer({ root = "build/client" } = {}) {
  for (const file of RULE_FILES) {
    if (!existsSync(path.join(root, file))) {
      throw new Error(`${path.join(root, file)} is missing: build the site first (npm run build).`);
    }
  }
  const headerRules = parseHeadersFile(readFileSync(path.join(root, "_headers"), "utf8"));
  const redirectRules = parseRedirectsFile(readFileSync(path.join(root, "_redirects"), "utf8"));
  const notFoundPages = new Map();
  const notFoundPage = (pathname) => {
    const file = notFoundPageFor(redirectRules, pathname);
    if (!notFoundPages.has(file)) notFoundPages.set(file, readFileSync(path.join(root, file)));
    return notFoundPages.get(file);
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
      reply.headers(sharedHeaders(headerRules));
      return reply.code(400).type("text/plain; charset=utf-8").send("Bad Request\n");
    },
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.headers(headersFor(headerRules, pathOf(request.url)));
    if (request.method !== "GET" && request.method !== "HEAD") {
      reply.header("Allow", ALLOWED_METHODS);
      return reply.code(405).type("text/plain; charset=utf-8").send("Method Not Allowed\n");
    }
  });

  const moved = movedAddresses(redirectRules);
  for (const { from, to, status } of moved) {
    app.get(from, (request, reply) => {
      const query = request.url.slice(pathOf(request.url).length);
      return reply.redirect(`${to}${query}`, status);
    });
  }

  await app.register(fastifyStatic, {
    root: path.resolve(root),
    preCompressed: true,
    // One route per built file, so a path outside the build never reaches the file system.
    wildcard: false,
    index: ["index.html"],
    // Old addresses are answered with their redirect above, not their refresh page.
    globIgnore: moved.map(({ from }) => `${from.slice(1)}/**`),
    dotfiles: "deny",
    allowedPath: (pathname) => !RULE_FILES.includes(path.posix.basename(pathname)),
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
      .send(request.method === "HEAD" ? undefined : notFoundPage(pathOf(request.url))),
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
