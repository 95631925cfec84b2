// Production server for the static build, on Fastify and @fastify/static: precompressed files
// chosen by Accept-Encoding, caching that fits hashed assets, ranges as HTTP asks, and the rules
// the build wrote for the host (`_headers` and `_redirects`, read with host-rules.mjs): each
// page's headers, the old addresses redirected, and the Not Found page of the path's language
// with a real 404. So the server and the host send the same thing. It holds against hostile
// clients with Node's and Fastify's own limits (docs/decisions/013-production-server.md).
import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import {
  headersFor,
  movedAddresses,
  notFoundPageFor,
  parseHeadersFile,
  parseRedirectsFile,
  sharedHeaders,
} from "./host-rules.mjs";

const ALLOWED_METHODS = "GET, HEAD";
const RULE_FILES = ["_headers", "_redirects"];
/**
 * Requests a connection may have waiting for their answers. Browsers never pipeline; a client
 * that queues more is closed, or each queued request would hold an open file and its buffers.
 */
const MAX_WAITING_PER_CONNECTION = 8;

/** The path of a request: without query or hash, and without the scheme and host of the absolute form. */
export function pathOf(url) {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? "";
  const rest = url.slice(origin.length) || "/";
  const end = rest.search(/[?#]/);
  return end === -1 ? rest : rest.slice(0, end);
}

/**
 * The path a served file answers at: "/calendar" for calendar/index.html, "/feeds/closures.ics"
 * for feeds/closures.ics (each or its .br or .gz).
 */
function pathOfFile(root, filePath) {
  const relative = path.relative(root, filePath.replace(/\.(br|gz)$/, "")).split(path.sep);
  const page = relative.at(-1) === "index.html";
  return `/${(page ? relative.slice(0, -1) : relative).join("/")}`;
}

/** Decoded, or as it came when it cannot be (the router answers that with its 400). */
function decoded(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * RFC 9110, section 14.1.2: a suffix range longer than the representation means all of it.
 * @fastify/send answers 416 instead, so the request asks for all of it before send reads it.
 */
function wholeFileForLongSuffix(request, size) {
  const suffix = /^bytes=-(\d+)$/.exec(request?.headers.range ?? "");
  if (suffix && Number(suffix[1]) > size && size > 0) request.headers.range = "bytes=0-";
}

/** An answer that ends the connection with it, the client's unread body included. */
function refuse(reply, status, text) {
  return reply
    .code(status)
    .header("Connection", "close")
    .type("text/plain; charset=utf-8")
    .send(`${text}\n`);
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
  const absoluteRoot = path.resolve(root);
  const headerRules = parseHeadersFile(readFileSync(path.join(root, "_headers"), "utf8"));
  const redirectRules = parseRedirectsFile(readFileSync(path.join(root, "_redirects"), "utf8"));
  const shared = sharedHeaders(headerRules);
  // The Not Found page of a path's language, as the build compressed it where the client takes
  // that (as @fastify/static chooses for the files it serves), or as it is.
  const notFoundPages = new Map();
  const notFoundPage = (pathname, acceptEncoding) => {
    const file = notFoundPageFor(redirectRules, pathname);
    // "*" (no preference) counts as gzip, as @fastify/static counts it.
    const encoding = negotiate(acceptEncoding.toLowerCase().replace(/\*/g, "gzip"), ["br", "gzip"]);
    const compressed = { br: ".br", gzip: ".gz" }[encoding] ?? "";
    const key = `${file}${compressed}`;
    if (!notFoundPages.has(key)) {
      const found = existsSync(path.join(root, key));
      notFoundPages.set(key, {
        body: readFileSync(path.join(root, found ? key : file)),
        encoding: found ? encoding : undefined,
      });
    }
    return notFoundPages.get(key);
  };
  // The request being answered, for the step of @fastify/send that sees only the file.
  const answering = new AsyncLocalStorage();

  const app = Fastify({
    // A connection that sends nothing for 5 s between requests, or takes 10 s over one request's
    // headers, is closed, so idle or slow clients cannot hold sockets open.
    keepAliveTimeout: 5_000,
    requestTimeout: 10_000,
    connectionTimeout: 30_000,
    // After this many requests a connection is closed, and the requests beyond it get 503.
    maxRequestsPerSocket: 100,
    return503OnClosing: true,
    // The absolute form ("GET http://host/calendar") is routed as its path, like the origin form.
    rewriteUrl: (request) =>
      request.url?.startsWith("/") ? request.url : pathOf(request.url ?? ""),
    // "/locations" and "/locations/" are one page, served from locations/index.html.
    routerOptions: { ignoreTrailingSlash: true },
    // A request whose address cannot be decoded still gets the site's headers with its 400.
    frameworkErrors: (error, request, reply) => {
      reply.headers(shared);
      return refuse(reply, 400, "Bad Request");
    },
  });

  // CONNECT is for proxies; Node hands its socket over without an answer unless one is written.
  app.server.on("connect", (request, socket) => {
    const headers = Object.entries({ ...shared, Allow: ALLOWED_METHODS, "Content-Length": "0" });
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")}Connection: close\r\n\r\n`,
    );
  });

  const waiting = new WeakMap();
  app.addHook("onRequest", (request, reply, done) => {
    const socket = request.raw.socket;
    const queued = (waiting.get(socket) ?? 0) + 1;
    waiting.set(socket, queued);
    reply.raw.once("close", () => waiting.set(socket, (waiting.get(socket) ?? 1) - 1));
    if (queued > MAX_WAITING_PER_CONNECTION) {
      socket.destroy();
      return done();
    }
    // A file's own headers are added once it is known (setHeaders, and the Not Found answer
    // below), so that an encoded spelling of a path gets what the plain one gets.
    reply.headers(shared);
    // RFC 9112: exactly one Host; the asterisk form is for OPTIONS only.
    const hosts = request.raw.rawHeaders
      .filter((_, index) => index % 2 === 0)
      .filter((name) => name.toLowerCase() === "host");
    if (hosts.length !== 1 || (request.raw.url === "*" && request.method !== "OPTIONS")) {
      refuse(reply, 400, "Bad Request");
      return done();
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      reply.header("Allow", ALLOWED_METHODS);
      refuse(reply, 405, "Method Not Allowed");
      return done();
    }
    answering.run(request.raw, done);
  });

  for (const { from, to, status } of movedAddresses(redirectRules)) {
    app.get(from, (request, reply) => {
      const query = request.url.slice(pathOf(request.url).length);
      return reply.redirect(`${to}${query}`, status);
    });
  }

  await app.register(fastifyStatic, {
    root: absoluteRoot,
    preCompressed: true,
    // One route per built file, so a path outside the build never reaches the file system.
    wildcard: false,
    index: ["index.html"],
    // Old addresses are answered with their redirect above, not their refresh page.
    globIgnore: movedAddresses(redirectRules).map(({ from }) => `${from.slice(1)}/**`),
    dotfiles: "deny",
    allowedPath: (pathname) => !RULE_FILES.includes(path.posix.basename(pathname)),
    // @fastify/send compares entity tags weakly where RFC 9110 asks for the strong comparison
    // (If-Match, If-Range); without ETags, Last-Modified validates and those conditions fail
    // as they should.
    etag: false,
    cacheControl: false,
    onFile: (_file, stat) => wholeFileForLongSuffix(answering.getStore(), stat.size),
    setHeaders(reply, filePath) {
      // The rules for the file's path, as the host applies them: a page's own policy, a file's,
      // a feed's content type, a year's cache for a hashed asset (and no-cache for the rest).
      reply.headers({
        "Cache-Control": "no-cache",
        ...headersFor(headerRules, pathOfFile(absoluteRoot, filePath)),
      });
    },
  });

  // A file the rules give a content type of its own (a feed) keeps it when it goes out
  // precompressed: @fastify/static names a compressed file's type by its extension, after them.
  // (A hook with a callback, not async, so that an answer sent as a request arrives is sent then.)
  app.addHook("onSend", (request, reply, payload, done) => {
    if (reply.statusCode < 300 && reply.getHeader("content-encoding")) {
      const type = headersFor(headerRules, decoded(pathOf(request.url)))["Content-Type"];
      if (type) reply.header("Content-Type", type);
    }
    done(null, payload);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = pathOf(request.url);
    const { body, encoding } = notFoundPage(pathname, request.headers["accept-encoding"] ?? "");
    reply
      .code(404)
      .headers(headersFor(headerRules, decoded(pathname)))
      .header("Cache-Control", "no-cache")
      .header("Vary", "Accept-Encoding")
      .type("text/html; charset=utf-8");
    if (encoding) reply.header("Content-Encoding", encoding);
    // A HEAD answer says how long the page would be, as it does for a file.
    if (request.method === "HEAD") return reply.header("Content-Length", body.length).send();
    return reply.send(body);
  });

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
