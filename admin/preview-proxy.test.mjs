// @vitest-environment node
import { createServer, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOOPBACK } from "./local-backend.mjs";
import { startPreviewProxy } from "./preview-proxy.mjs";

/** A server on a port the system chooses, answering `handler`. */
async function listen(handler) {
  const server = createServer(handler).listen(0, LOOPBACK);
  await new Promise((resolve) => server.once("listening", resolve));
  return server;
}

const close = (server) => new Promise((resolve) => server.close(resolve));

/** A page of the preview as a browser asks for it, by the name it was opened at. */
function get(port, host = `localhost:${port}`) {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: LOOPBACK, port, path: "/programs/galaxy", headers: { Host: host } },
      (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode, headers: response.headers, body }),
        );
      },
    );
    sent.once("error", reject);
    sent.end();
  });
}

describe("npm run cms: the site preview's one address", () => {
  let proxy;
  let port;
  let site;

  beforeAll(async () => {
    // The proxy's own port, chosen by the system through a server that lets it go.
    const probe = await listen(() => undefined);
    port = probe.address().port;
    await close(probe);
    proxy = startPreviewProxy({ port });
    await proxy.ready;
    site = await listen((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html" });
      response.end("<h1>Galaxy</h1>");
    });
  });

  afterAll(async () => {
    await Promise.all([proxy && close(proxy.server), site && close(site)]);
  });

  it("says the preview is restarting, and comes back by itself, while no site runs", async () => {
    proxy.setUpstream(null);
    const page = await get(port);
    expect(page.status).toBe(503);
    expect(page.headers["retry-after"]).toBe("1");
    expect(page.body).toContain("<h1>Preview restarting…</h1>");
    expect(page.body).toMatch(/<meta http-equiv="refresh" content="1">/);
  });

  it("shows the site's page once the site runs", async () => {
    proxy.setUpstream(site.address().port);
    expect(await get(port)).toMatchObject({ status: 200, body: "<h1>Galaxy</h1>" });
  });

  it("says it is restarting, not that the site cannot be reached, when the site has just stopped", async () => {
    const stopped = await listen(() => undefined);
    const gone = stopped.address().port;
    await close(stopped);
    proxy.setUpstream(gone);
    expect((await get(port)).status).toBe(503);
  });

  it("answers only requests sent to this machine by name", async () => {
    proxy.setUpstream(site.address().port);
    expect((await get(port, `rebind.evil.example:${port}`)).status).toBe(403);
    expect((await get(port, `127.0.0.1:${port}`)).status).toBe(200);
  });
});
