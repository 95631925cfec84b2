import CMS from "decap-cms-app";
import { onOfficeClock, withChecks, type Control } from "./checked-controls";

/** Gives every built-in widget that a field with checks can use the checks of its field. */
export function registerChecks() {
  for (const name of ["object", "list", "string", "text", "datetime", "number", "select"]) {
    const widget = CMS.getWidget(name) as unknown as
      { control: Control; preview: unknown; [option: string]: unknown } | undefined;
    // Only a class can be extended; Decap's own controls all are.
    if (!widget?.control?.prototype?.render) continue;
    const { control, preview, ...options } = widget;
    const checked = withChecks(control);
    CMS.registerWidget({
      ...options,
      name,
      controlComponent: name === "datetime" ? onOfficeClock(checked) : checked,
      previewComponent: preview,
    } as unknown as Parameters<typeof CMS.registerWidget>[0]);
  }
}
