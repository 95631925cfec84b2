import { isGuide, showGuide } from "./guide-page";
import { isReadiness, showReadiness } from "./readiness-page";
import "./editor.css";

// The editor's page at /admin: the staff guide at /admin/?guide and the report of what to update
// at /admin/?readiness, shown without Decap, whose router would rewrite their addresses;
// otherwise the editor itself. Until one of them shows, the page says the editor is loading.
const loaded = () => document.getElementById("preparing")?.remove();
if (isGuide()) {
  loaded();
  showGuide();
} else if (isReadiness()) {
  loaded();
  showReadiness();
} else {
  void import("./start-editor");
}
