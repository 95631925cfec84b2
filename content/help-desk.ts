import { z } from "zod";
import { externalLinks } from "./links";
import { parseContent } from "./schema";

const formSchema = z.object({
  id: z.enum(["support", "inquiry"]),
  buttonLabel: z.string(),
  title: z.string(),
  summary: z.string(),
  /** What the dialog tells the visitor before the form; the form itself cannot mark fields required. */
  help: z.string(),
  iframeTitle: z.string(),
  /** Fields the visitor is asked for. See docs/decisions/008-help-desk-required-fields.md. */
  requiredFields: z.array(z.enum(["name", "email"])),
  params: z.object({
    formTitle: z.string().min(1),
    submitTitle: z.string().min(1),
    submitThanks: z.string().min(1),
    screenshot: z.enum(["yes", "no"]),
    captcha: z.enum(["yes", "no"]),
    searchArea: z.enum(["yes", "no"]),
  }),
});

export type HelpDeskForm = z.output<typeof formSchema>;

/**
 * The help desk's embedded forms (Freshdesk's legacy feedback widget, see
 * shared/reference/google-apis.md section 4) and the live chat's hours.
 */
export const helpDesk = parseContent(
  "helpDesk",
  z.object({
    host: z.url(),
    widgetPath: z.string().startsWith("/"),
    iframeHeight: z.literal(600),
    liveChat: z.object({ hours: z.string(), days: z.string(), scope: z.string() }),
    forms: z.array(formSchema).length(2),
  }),
  {
    host: externalLinks.helpDeskHost,
    widgetPath: "/widgets/feedback_widget/new",
    iframeHeight: 600,
    liveChat: { hours: "9 AM-5 PM PST", days: "Monday to Friday", scope: "tech support only" },
    forms: [
      {
        id: "support",
        buttonLabel: "Technical support / live chat",
        title: "Technical support",
        summary:
          "Trouble signing in, creating your account, registering online or setting up AutoPay? Our tech support team can help.",
        help: "Please enter your name and email (both required) so we can reply, then describe what you were trying to do and what happened.",
        iframeTitle: "Technical support form",
        requiredFields: ["name", "email"],
        params: {
          formTitle: "Technical support: your name and email are required",
          submitTitle: "Send to tech support",
          submitThanks: "Thank you! Tech support will reply to you by email.",
          screenshot: "no",
          captcha: "yes",
          searchArea: "no",
        },
      },
      {
        id: "inquiry",
        buttonLabel: "General inquiry",
        title: "General inquiry",
        summary:
          "Questions about our programs, a site, billing or anything else: send us a message and the right person will answer.",
        help: "Enter your email so we can reply, tell us which site and program your question is about, and we'll pass it to the right person.",
        iframeTitle: "General inquiry form",
        requiredFields: ["email"],
        params: {
          formTitle: "General inquiry",
          submitTitle: "Send message",
          submitThanks: "Thank you! We have your message and will reply by email.",
          screenshot: "no",
          captcha: "yes",
          searchArea: "no",
        },
      },
    ],
  },
);
