import { z } from "zod";
import { externalLinks } from "./links";
import type { Localized } from "./localize";
import { readContent } from "./read";
import { text } from "./schema";

const yesNo = z.enum(["yes", "no"]);

const formSchema = z.strictObject({
  id: z.enum(["support", "inquiry"]),
  buttonLabel: text(),
  title: text(),
  summary: text(),
  /** What the dialog tells the visitor before the form; the form itself cannot mark fields required. */
  help: text(),
  iframeTitle: text(),
  /** Fields the visitor is asked for. See docs/decisions/008-help-desk-required-fields.md. */
  requiredFields: z.array(z.enum(["name", "email"])),
  /** What the help desk shows inside the frame: its forms are in English only. */
  params: z.strictObject({
    formTitle: z.string().trim().min(1),
    submitTitle: z.string().trim().min(1),
    submitThanks: z.string().trim().min(1),
    screenshot: yesNo,
    captcha: yesNo,
    searchArea: yesNo,
  }),
});

export type HelpDeskFormContent = z.output<typeof formSchema>;
/** A help-desk form as a page in one language shows it. */
export type HelpDeskForm = Localized<HelpDeskFormContent>;

const file = readContent(
  "content/help-desk.yaml",
  z.strictObject({
    liveChat: z.strictObject({ hours: z.string().trim().min(1), days: text(), scope: text() }),
    forms: z
      .array(formSchema)
      .length(2, "the Contact page has two forms: support and inquiry")
      .refine(
        (forms) => forms[0]?.id === "support" && forms[1]?.id === "inquiry",
        "the support form comes first, then the inquiry form",
      ),
  }),
);

/**
 * The help desk's embedded forms (Freshdesk's legacy feedback widget, see
 * shared/reference/google-apis.md section 4) and the live chat's hours. The widget's path and
 * the frame's height are the widget's, not content.
 */
export const helpDesk = {
  ...file,
  host: externalLinks.helpDeskHost,
  widgetPath: "/widgets/feedback_widget/new",
  iframeHeight: 600,
};
