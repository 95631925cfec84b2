import { z } from "zod";
import { clockValue } from "../i18n/clock";

// The formats of single facts, one place each: every phone on the site is checked by `phone`.
// Each also carries what the editor needs to check it as staff type (Decap's `pattern`, with
// the build's message), so every field that uses it is checked there too.

/** A text in one format, checked by the build and, with the same message, by the editor. */
export function matching(regex: RegExp, message: string) {
  // The editor reads the pattern as a string, where "/" needs no "\".
  const pattern: [string, string] = [regex.source.replaceAll("\\/", "/"), message];
  return z.string().regex(regex, message).meta({ pattern });
}

/** What the content check says of a phone number in another shape (its example is a rule, not a fact). */
export const phoneShape = "phone must look like (916) 555-0100";
export const phone = matching(/^\(\d{3}\) \d{3}-\d{4}$/, phoneShape);
export const slug = matching(/^[a-z0-9-]+$/, "slug must be lowercase letters, digits and dashes");
const urlMessage = "must be a web address starting with https://";
export const url = z
  .url({ protocol: /^https$/, error: urlMessage })
  .meta({ pattern: ["^https://", urlMessage] });
/**
 * The address of one website that pages embed (the help desk's forms): its policy allows exactly
 * that host, so the address names one host by its full name, never a pattern like https://*.
 */
const hostMessage =
  "must be a web address starting with https:// and naming one website, like https://help.example.org";
export const host = z
  .url({
    protocol: /^https$/,
    hostname: /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
    error: hostMessage,
  })
  .refine((address) => !/^https:\/\/[^/]*@/.test(address), hostMessage)
  .meta({
    pattern: ["^https://([a-z0-9]([a-z0-9-]*[a-z0-9])?\\.)+[a-z]{2,}(/\\S*)?$", hostMessage],
  });
const emailMessage = "must be an e-mail address like office@example.org";
export const email = z
  .email({ error: emailMessage })
  .meta({ pattern: ["^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", emailMessage] });
/**
 * A time of day, written 24-hour ("06:30", "18:00"), as the editor's time field saves what staff
 * type ("6:30 AM", "6 pm", admin/typed-time.tsx); pages write it in each language (i18n/clock.ts).
 */
export const time = matching(clockValue, "time must look like 06:30 or 18:00 (24-hour)").meta({
  widget: "time",
});
/** A page of this site: one slash first, never two, which would name another site. */
export const sitePath = matching(
  /^\/(?!\/)[a-z0-9\-/]*(#[A-Za-z]+)?$/,
  "must be a path of this site, like /programs/galaxy",
);
export const zip = matching(/^\d{5}$/, "zip must be five digits");
/** A day, as the editor's date picker writes it; a field adds how the picker shows it. */
export const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date must look like 2026-03-06")
  .meta({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
