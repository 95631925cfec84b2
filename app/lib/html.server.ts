import { JSDOM } from "jsdom";
import { provideSanitizerWindow } from "./html";

// Prerendering has no browser, and the sanitizer needs a DOM to clean camp synopses into the
// page. jsdom runs no script and loads nothing unless asked to; it is asked for neither.
provideSanitizerWindow(new JSDOM("").window);
