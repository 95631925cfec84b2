import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A wait for what the page shows ends as soon as it shows; only a failing one waits it out. The
// default second is missed by a slow or busy machine (docs/testing.md, "A slow machine").
configure({ asyncUtilTimeout: 60_000 });

// The files of a worker share one document (vitest.config.ts): what a test put in the page
// outside React's container (a portal, a dialog, a script's markup) leaves with it.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});
