import { isGuide, showGuide } from "./guide-page";
import "./editor.css";

// The editor's page at /admin: the staff guide at /admin/?guide, shown without Decap, whose
// router would rewrite the address of the guide's sections; otherwise the editor itself.
if (isGuide()) {
  showGuide();
} else {
  void import("./start-editor");
}
