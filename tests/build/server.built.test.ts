import { once } from "node:events";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { describe, test } from "vitest";
import { newsFeedPath } from "../../app/features/closures/feed-paths";
import { parseHeadersFile } from "../../server/host-rules.mjs";
import { builtSite } from "./built-site";
import { get, rawRequest, type RawAnswer } from "./raw-http";
import { serveBuiltSite, startSiteProcess } from "./site-server";

// The production server (server/serve.mjs) answers whatever arrives, as it arrives on the
// wire: requests are written byte for byte, so nothing on the way tidies them up first.

const site = serveBuiltSite();
const raw = (request: string) => rawRequest(site.port, request);

const firstLine = (file: string) =>
  readFileSync(path.join(builtSite, file), "utf8").split("\n")[0]!;
const packageName = JSON.parse(readFileSync("package.json", "utf8")).name as string;

/** What may never appear in an answer: a rules file, or a file from outside the build. */
const leakMarks = [
  firstLine("_headers"),
  firstLine("_redirects"),
  "root:x:0:",
  `"name": "${packageName}"`,
];
const leaksIn = (body: string) => leakMarks.filter((mark) => body.includes(mark));

// Each test has connections of its own, so the tests run at once and their waits overlap: for
// the server to close an idle connection, and for it to cut off a flood.

describe.concurrent("the production server under odd and hostile requests", () => {
  test("closes a kept-alive connection that stays idle", async ({ expect }) => {
    const socket = connect(site.port, "127.0.0.1");
    const closed = once(socket, "close");
    const answered = new Promise<string>((resolve) =>
      socket.once("data", (chunk) => resolve(chunk.toString("latin1"))),
    );
    socket.write("GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n");
    expect(await answered).toMatch(/^HTTP\/1\.1 200/);
    // Nothing more is sent; the server, not this test, ends the connection.
    await closed;
    expect(socket.destroyed).toBe(true);
  });

  test("answers odd paths and traversal attempts with a page or an error, never a crash or a leak", async ({
    expect,
  }) => {
    const paths = [
      "//",
      "/\\",
      "///",
      "//a:b",
      "//%",
      "/%00",
      "/%",
      "/%zz",
      "/..%2f..%2fetc%2fpasswd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/%252e%252e/%252e%252e/etc/passwd",
      "/..\\..\\etc\\passwd",
      "/assets/..%5c..%5cpackage.json",
      "/assets/../../package.json",
      "/./index.html",
      "/_headers",
      "/_headers/",
      "/%5fheaders",
      "/index.html%00.js",
      `/${"a".repeat(8000)}`,
      "*",
      "http://evil.example/",
    ];
    for (const odd of paths) {
      const answer = await raw(get(odd));
      expect.soft(answer.status, odd).toBeGreaterThanOrEqual(200);
      expect.soft(answer.status, odd).toBeLessThan(500);
      expect.soft(leaksIn(answer.body), `${odd} leaked a file`).toEqual([]);
    }
    expect((await raw(get("/"))).status).toBe(200);
  });

  test("answers ranges as HTTP says: parts, suffixes, 416 for what cannot be met", async ({
    expect,
  }) => {
    const file = "/favicon.svg";
    const size = (await raw(get(file))).body.length;
    const range = (value: string) =>
      raw(get(file, `Range: ${value}\r\nAccept-Encoding: identity\r\n`));

    const first = await range("bytes=0-9");
    expect(first.status).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-9/${size}`);
    expect(first.body).toHaveLength(10);

    const suffix = await range("bytes=-10");
    expect(suffix.status).toBe(206);
    expect(suffix.headers["content-range"]).toBe(`bytes ${size - 10}-${size - 1}/${size}`);

    const huge = await range("bytes=0-99999999999999999999");
    expect(huge.status).toBe(206);
    expect(huge.headers["content-range"]).toBe(`bytes 0-${size - 1}/${size}`);

    for (const unsatisfiable of ["bytes=5-1", `bytes=${size}-`, "bytes=99999999999999999999-"]) {
      const answer = await range(unsatisfiable);
      expect.soft(answer.status, unsatisfiable).toBe(416);
      expect.soft(answer.headers["content-range"], unsatisfiable).toBe(`bytes */${size}`);
    }
    for (const ignored of ["items=0-1", "bytes=0-1,5-6"]) {
      expect.soft((await range(ignored)).status, ignored).toBe(200);
    }
    expect((await raw(get("/"))).status).toBe(200);
  });

  test("refuses other methods with 405 and says which it allows", async ({ expect }) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const answer = await raw(
        `${method} / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect.soft(answer.status, method).toBe(405);
      expect.soft(answer.headers["allow"], method).toBe("GET, HEAD");
      // Plain text the browser may not take for anything else, in no frame.
      expect.soft(answer.headers["x-content-type-options"], method).toBe("nosniff");
      expect.soft(answer.headers["x-frame-options"], method).toBe("DENY");
    }
    const head = await raw(
      `HEAD /calendar HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
  });

  test("sends brotli or gzip as the browser accepts, honouring q=0", async ({ expect }) => {
    const encoding = async (accept: string) =>
      (await raw(get("/", `Accept-Encoding: ${accept}\r\n`))).headers["content-encoding"];
    expect(await encoding("br, gzip")).toBe("br");
    expect(await encoding("gzip, br;q=0")).toBe("gzip");
    expect(await encoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(await encoding("identity")).toBeUndefined();
  });

  test("sends the Not Found page and the news feeds compressed too, saying that the answer varies with what the browser accepts", async ({
    expect,
  }) => {
    for (const address of [
      "/no-such-page",
      "/es/no-existe",
      newsFeedPath("en"),
      newsFeedPath("es"),
    ]) {
      for (const [accept, sent] of [
        ["br, gzip", "br"],
        ["gzip", "gzip"],
        ["identity", undefined],
      ] as const) {
        const answer = await raw(get(address, `Accept-Encoding: ${accept}\r\n`));
        expect.soft(answer.headers["content-encoding"], `${address} ${accept}`).toBe(sent);
        expect.soft(answer.headers.vary?.toLowerCase(), address).toContain("accept-encoding");
      }
    }
    // A HEAD answer says how long the page would be, as it does for a file.
    const page = await raw(get("/no-such-page"));
    const head = await raw(get("/no-such-page").replace(/^GET/, "HEAD"));
    expect(head.status).toBe(404);
    expect(Number(head.headers["content-length"])).toBe(page.body.length);
  });

  test("caches hashed assets for a year, as the host's rule says, and pages never without asking", async ({
    expect,
  }) => {
    const asset = readdirSync(path.join(builtSite, "assets")).find((file) => file.endsWith(".js"));
    expect(asset).toBeDefined();
    const assetRule = parseHeadersFile(readFileSync(path.join(builtSite, "_headers"), "utf8")).find(
      (rule) => rule.path === `/assets/${asset}`,
    );
    const yearLong = "public, max-age=31536000, immutable";
    expect(assetRule?.headers["Cache-Control"]).toBe(yearLong);
    expect((await raw(get(`/assets/${asset}`))).headers["cache-control"]).toBe(yearLong);
    expect((await raw(get("/calendar"))).headers["cache-control"]).toBe("no-cache");
  });

  test("serves 200 connections at once and keeps serving", async ({ expect }) => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        raw(get(index % 2 ? "/" : "/locations/maidu-star")),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect((await raw(get("/"))).status).toBe(200);
  });
});

/** The largest file of the build, which a flood would ask for. */
function largestFile(root: string): string {
  let largest = { path: "", size: 0 };
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name) || entry.name.startsWith("_")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size } = statSync(file);
    if (size > largest.size) largest = { path: file, size };
  }
  return `/${path.relative(root, largest.path).split(path.sep).join("/")}`;
}

/**
 * A client that pipelines `count` requests for `target` and never reads an answer; settles once
 * all of them are on the wire.
 */
async function floodingConnection(port: number, target: string, count: number) {
  const socket = connect(port, "127.0.0.1");
  // The server may cut it off; that is what it should do.
  socket.on("error", () => {});
  socket.pause();
  await once(socket, "connect");
  const requests = `GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(count);
  await new Promise((sent) => socket.write(requests, sent));
  return socket;
}

describe.concurrent("the production server under a pipelining flood", () => {
  // In a process of its own, so that the memory measured is the server's alone.
  test("21 connections that pipeline 1,000 requests each and never read: other visitors are answered meanwhile, each flooding connection is closed, and memory grows by less than 300 MB", async ({
    expect,
  }) => {
    const server = await startSiteProcess();
    const flood: Socket[] = [];
    const visit = async () => {
      const answer = await fetch(`${server.origin}/`);
      return { status: answer.status, page: await answer.text() };
    };
    try {
      // The server has answered once before it is measured, as it will have in production.
      expect((await visit()).status).toBe(200);
      const before = await server.memory();
      const target = largestFile(builtSite);
      for (let index = 0; index < 21; index++) {
        flood.push(await floodingConnection(server.port, target, 1000));
      }

      // Every flooding request is on the wire, and the flooding connections stay open, unread,
      // until the end of the test: the visitors come in the middle of the flood.
      const visits = await Promise.all(Array.from({ length: 8 }, visit));
      expect(visits.map(({ status }) => status)).toEqual(Array(8).fill(200));
      expect(visits.filter(({ page }) => !page.includes("</html>"))).toEqual([]);

      // A server that let a connection queue requests without end would never close them, and
      // the test would time out here.
      await server.closed(flood.map((socket) => socket.localPort!));
      expect((await visit()).status).toBe(200);
      const after = await server.memory();
      console.log(
        `pipelining flood on ${target}: ${Math.round(before.now)} MB before, ${Math.round(after.peak)} MB at most (+${Math.round(after.peak - before.now)} MB)`,
      );
      expect(after.peak - before.now).toBeLessThan(300);
    } finally {
      for (const socket of flood) socket.destroy();
      await server.stop();
    }
  });
});

describe.concurrent("the production server answers as HTTP says", () => {
  test("encoded and absolute-form paths get the plain path's headers, or are refused", async ({
    expect,
  }) => {
    const headersOf = (answer: RawAnswer) => ({
      policy: answer.headers["content-security-policy"],
      robots: answer.headers["x-robots-tag"],
    });
    for (const [spelling, plain] of [
      ["/%63alendar", "/calendar"],
      ["/calendar/%69ndex.html", "/calendar"],
      ["/%6cocations", "/locations"],
      ["/%61dmin/", "/admin/"],
      ["http://localhost/calendar", "/calendar"],
      ["http://localhost/es/calendar", "/es/calendar"],
    ] as const) {
      const answer = await raw(get(spelling));
      const expected = await raw(get(plain));
      expect.soft(expected.status, plain).toBe(200);
      if (answer.status < 400) {
        expect.soft(headersOf(answer), spelling).toEqual(headersOf(expected));
      }
    }
  });

  test("an unknown path gets its language's Not Found page and no page's policy, in any form", async ({
    expect,
  }) => {
    const locations = (await raw(get("/locations"))).headers["content-security-policy"];
    for (const [address, language] of [
      ["http://localhost/es/no-existe", "es"],
      ["/es/no-existe", "es"],
      ["/locations//", "en"],
      ["/no-such-page", "en"],
    ] as const) {
      const answer = await raw(get(address));
      expect.soft(answer.status, address).toBe(404);
      expect.soft(answer.body, address).toContain(`<html lang="${language}"`);
      expect.soft(answer.headers["content-security-policy"], address).not.toBe(locations);
    }
  });

  test("a suffix range longer than the file gets all of it; weak tags never pass If-Range or If-Match", async ({
    expect,
  }) => {
    const file = "/robots.txt";
    const whole = await raw(get(file, "Accept-Encoding: identity\r\n"));
    const size = whole.body.length;
    const ask = (extra: string) => raw(get(file, `Accept-Encoding: identity\r\n${extra}`));

    const longSuffix = await ask(`Range: bytes=-${size + 12}\r\n`);
    expect(longSuffix.status).toBe(206);
    expect(longSuffix.headers["content-range"]).toBe(`bytes 0-${size - 1}/${size}`);
    expect(longSuffix.body).toBe(whole.body);

    const weakIfRange = await ask(`Range: bytes=0-4\r\nIf-Range: W/"${size.toString(16)}"\r\n`);
    expect(weakIfRange.status).toBe(200);
    expect(weakIfRange.body).toBe(whole.body);

    expect((await ask(`If-Match: W/"${size.toString(16)}"\r\n`)).status).toBe(412);
    expect((await ask(`If-Match: "anything"\r\n`)).status).toBe(412);
    expect((await ask("If-Match: *\r\n")).status).toBe(200);
    const lastModified = whole.headers["last-modified"]!;
    expect((await ask(`If-Modified-Since: ${lastModified}\r\n`)).status).toBe(304);
  });

  test("a refused upload gets one answer and its connection is closed", async ({ expect }) => {
    const answer = await raw(
      "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000000\r\n\r\n",
    );
    expect(answer.status).toBe(405);
    expect(answer.headers["connection"]).toBe("close");
    expect(answer.body.match(/HTTP\/1\.1 \d{3}/g) ?? []).toEqual([]);
  });

  test("malformed framing gets 400, and CONNECT an answer", async ({ expect }) => {
    for (const request of [
      "GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
      "GET * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
      "GET / HTTP/1.1\r\nConnection: close\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    ]) {
      expect.soft((await raw(request)).status, request).toBe(400);
    }
    const connectAnswer = await raw(
      "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n",
    );
    expect(connectAnswer.status).toBe(405);
    expect(connectAnswer.headers["allow"]).toBe("GET, HEAD");
    expect((await raw(get("/"))).status).toBe(200);
  });
});
