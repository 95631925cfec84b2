import { describe, expect, it } from "vitest";
import { clientOnlyLoaders } from "./client-only-loaders.mjs";

const transform = (code, id = "/repo/app/routes/site.tsx") =>
  clientOnlyLoaders().transform(code, id);

describe("the client-only build's loaders", () => {
  it("turns a build-time loader into a clientLoader", () => {
    const out = transform("export function loader({ request }) {\n  return 1;\n}\n");
    expect(out).toContain("function contentLoader({ request })");
    expect(out).not.toMatch(/export (async )?function loader\(/);
    expect(out).toContain("export function clientLoader(");
  });

  it("lets an existing clientLoader call the content loader instead of the server", () => {
    const out = transform(
      "export function loader() {}\nexport async function clientLoader({ serverLoader }) {\n  return serverLoader();\n}\n",
    );
    expect(out).toContain("return contentLoader();");
    expect(out.match(/function clientLoader\(/g)).toHaveLength(1);
  });

  it("leaves modules without a loader, and files outside the routes, alone", () => {
    expect(transform("export default function Page() {}")).toBeUndefined();
    expect(transform("export function loader() {}", "/repo/app/lib/x.tsx")).toBeUndefined();
  });
});
