import { z } from "zod";
import { timeSpan } from "../i18n/clock";
import { externalLinks } from "./links";
import type { Localized } from "./localize";
import { readContent } from "./read";
import { checked, text, time } from "./schema";

const yesNo = z.enum(["yes", "no"]);
const words = z.string().trim().min(1);

const formSchema = z.strictObject({
  id: z.enum(["support", "inquiry"]).meta({
    label: "Which form",
    optionLabels: { support: "Technical support", inquiry: "General inquiry" },
  }),
  buttonLabel: text().meta({ label: "Button text" }),
  title: text().meta({ label: "Heading of its card and window" }),
  summary: text().meta({ label: "Text of its card", widget: "text" }),
  /** What the dialog tells the visitor before the form; the form itself cannot mark fields required. */
  help: text().meta({
    label: "Help above the form",
    hint: "The form itself cannot mark fields required, so say here which ones are (and, in Spanish, that the form is in English).",
    widget: "text",
  }),
  iframeTitle: text().meta({ label: "Name of the form for screen readers" }),
  /** Fields the visitor is asked for. See docs/decisions/008-help-desk-required-fields.md. */
  requiredFields: z
    .array(z.enum(["name", "email"]))
    .meta({ label: "Fields the visitor must fill in" }),
  /** What the help desk shows inside the frame: its forms are in English only. */
  params: z
    .strictObject({
      formTitle: words.meta({ label: "Heading inside the form" }),
      submitTitle: words.meta({ label: "Send button" }),
      submitThanks: words.meta({ label: "Thank-you message" }),
      screenshot: yesNo.meta({ label: "Offer a screenshot" }),
      captcha: yesNo.meta({ label: "Ask for a robot check" }),
      searchArea: yesNo.meta({ label: "Show the search box" }),
    })
    .meta({
      label: "Inside the form (in English; the help desk has no Spanish form)",
      collapsed: true,
    }),
});

export type HelpDeskFormContent = z.output<typeof formSchema>;
/** A help-desk form as a page in one language shows it. */
export type HelpDeskForm = Localized<HelpDeskFormContent>;

const file = readContent(
  "content/help-desk.yaml",
  z.strictObject({
    liveChat: checked(
      z.strictObject({
        opens: time.meta({ label: "Opens", hint: "Pacific time" }),
        closes: time.meta({ label: "Closes", hint: "Pacific time" }),
        timeZone: text().meta({
          label: "Time zone, as written after the hours",
          hint: "Pacific time / hora del Pacífico",
        }),
        days: text().meta({ label: "Days", hint: "Like Monday to Friday" }),
        scope: text().meta({ label: "What it is for", hint: "Like tech support only" }),
      }),
      [
        {
          kind: "after",
          field: "closes",
          earlier: "opens",
          message: "the closing time comes after the opening time",
        },
      ],
    ).meta({ label: "Live chat", collapsed: false }),
    forms: z
      .array(formSchema)
      .length(2, "the Contact page has two forms: support and inquiry")
      .refine(
        (forms) => forms[0]?.id === "support" && forms[1]?.id === "inquiry",
        "the support form comes first, then the inquiry form",
      )
      .meta({
        label: "Forms",
        hint: "The technical support form first, then the general inquiry form.",
        allow_add: false,
        summary: "{{fields.title.en}}",
      }),
  }),
);

/**
 * The help desk's embedded forms (Freshdesk's legacy feedback widget, see
 * shared/reference/google-apis.md section 4) and the live chat's hours, written in each language. The widget's path and
 * the frame's height are the widget's, not content.
 */
export const helpDesk = {
  ...file,
  liveChat: {
    /** "9:00 AM–5:00 PM (Pacific time)", "9:00 a. m. – 5:00 p. m. (hora del Pacífico)". */
    hours: {
      en: `${timeSpan(file.liveChat.opens, file.liveChat.closes, "en")} (${file.liveChat.timeZone.en})`,
      es: `${timeSpan(file.liveChat.opens, file.liveChat.closes, "es")} (${file.liveChat.timeZone.es})`,
    },
    days: file.liveChat.days,
    scope: file.liveChat.scope,
  },
  host: externalLinks.helpDeskHost,
  widgetPath: "/widgets/feedback_widget/new",
  iframeHeight: 600,
};
