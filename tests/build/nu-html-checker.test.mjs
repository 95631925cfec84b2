import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validateHtml } from "./nu-html-checker.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const valid = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Fine</title></head><body><p id="a">Hi</p></body></html>`;

describe("HTML validation", () => {
  it("passes valid pages and ignores other files", () => {
    writeFileSync(path.join(dir, "good.html"), valid);
    writeFileSync(path.join(dir, "notes.txt"), "<p>not html</p>");
    expect(validateHtml(dir)).toEqual([]);
  });

  it("names the file and the error of an invalid page", () => {
    writeFileSync(
      path.join(dir, "bad.html"),
      valid.replace("</body>", '<p id="a">Twice</p></body>'),
    );
    expect(validateHtml(dir)).toEqual([expect.stringMatching(/bad\.html.*Duplicate ID/)]);
  });
});
