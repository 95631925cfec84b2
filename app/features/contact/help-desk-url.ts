import type { HelpDeskFormContent } from "~content/help-desk";

/**
 * The address of an embedded help-desk form, in the shape Freshdesk's feedback widget expects:
 * `{host}/widgets/feedback_widget/new?&widgetType=embedded&formTitle=...`, values `+`-encoded.
 * The words inside the form are the help desk's, in English, whatever the page's language.
 */
export function helpDeskFormUrl(
  host: string,
  widgetPath: string,
  form: Pick<HelpDeskFormContent, "params">,
): string {
  const { formTitle, submitTitle, submitThanks, screenshot, captcha, searchArea } = form.params;
  const query = new URLSearchParams([
    ["widgetType", "embedded"],
    ["formTitle", formTitle],
    ["submitTitle", submitTitle],
    ["submitThanks", submitThanks],
    ["screenshot", screenshot],
    ["captcha", captcha],
    ["searchArea", searchArea],
  ]);
  return `${host.replace(/\/+$/, "")}${widgetPath}?&${query}`;
}
