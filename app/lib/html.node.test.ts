// @vitest-environment node
import { expect, test } from "vitest";
import { sanitizeHtml } from "./html";

test("without a DOM it returns nothing rather than the unsanitised input", () => {
  expect(sanitizeHtml(`<img src=x onerror="window.__xss=1"><p>Camp</p>`)).toBe("");
});
