import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brokenLinks, summarize } from "./link-checker.mjs";

const pages = {
  "/": `<a href="/a">A</a> <a href="/a#there">There</a> <a href="/a#nowhere">Nowhere</a>
        <a href="/missing">Missing</a> <a href="https://elsewhere.example/">Elsewhere</a>`,
  "/a": `<h2 id="there">There</h2> <a href="/">Home</a>`,
};
const server = createServer((req, res) => {
  const body = pages[req.url.split("#")[0]];
  res.writeHead(body ? 200 : 404, { "Content-Type": "text/html" });
  res.end(`<!DOCTYPE html><html><body>${body ?? "Not found"}</body></html>`);
});
let origin = "";
beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => server.close());

describe("link check", () => {
  it("finds missing pages and anchors, and leaves other hosts alone", async () => {
    const { broken } = await brokenLinks(origin, ["/"]);
    expect(broken.map((link) => link.url).sort()).toEqual(["/a#nowhere", "/missing"]);
    expect(broken.every((link) => link.parent === "/")).toBe(true);
  });

  it("summarises each broken address once, with a few of the pages linking to it", () => {
    const broken = ["/", "/b", "/c", "/d"].map((parent) => ({ url: "/x", status: 404, parent }));
    expect(summarize(broken)).toEqual(["/x (404) linked from /, /b, /c and 1 more"]);
  });
});
