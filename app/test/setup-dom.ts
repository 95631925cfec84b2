import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// The files of a worker share one document (vitest.config.ts): what a test put in the page
// outside React's container (a portal, a dialog, a script's markup) leaves with it.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});
