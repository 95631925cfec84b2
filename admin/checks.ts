import CMS from "decap-cms-app";
import { onOfficeClock, withChecks, withoutEmptyBar, type Control } from "./checked-controls";
import type { EditorWords } from "./editor-words";
import { TimePreview, TypedTime } from "./typed-time";

/**
 * Gives every built-in widget that a field with checks can use the checks of its field, said in
 * the editor's `words`; a group loses the bar that only folded it.
 */
export function registerChecks(words: EditorWords) {
  for (const name of ["object", "list", "string", "text", "datetime", "number", "select"]) {
    const widget = CMS.getWidget(name) as unknown as
      { control: Control; preview: unknown; [option: string]: unknown } | undefined;
    // Only a class can be extended; Decap's own controls all are.
    if (!widget?.control?.prototype?.render) continue;
    const { control, preview, ...options } = widget;
    const checked = withChecks(control, words);
    const controlComponent =
      name === "datetime"
        ? onOfficeClock(checked)
        : name === "object"
          ? withoutEmptyBar(checked)
          : checked;
    CMS.registerWidget({
      ...options,
      name,
      controlComponent,
      previewComponent: preview,
    } as unknown as Parameters<typeof CMS.registerWidget>[0]);
  }
  // The editor's own field for a time of day (admin/typed-time.tsx), with its checks too.
  CMS.registerWidget({
    name: "time",
    controlComponent: withChecks(TypedTime as unknown as Control, words),
    previewComponent: TimePreview,
  } as unknown as Parameters<typeof CMS.registerWidget>[0]);
}
