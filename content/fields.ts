import { z } from "zod";

// The formats of single facts, one place each: every phone on the site is checked by `phone`.

export const phone = z
  .string()
  .regex(/^\(\d{3}\) \d{3}-\d{4}$/, "phone must look like (916) 555-0100");
export const slug = z
  .string()
  .regex(/^[a-z0-9-]+$/, "slug must be lowercase letters, digits and dashes");
export const url = z.url({
  protocol: /^https$/,
  error: "must be a web address starting with https://",
});
export const email = z.email({ error: "must be an e-mail address like office@example.org" });
export const time = z.string().regex(/^\d{1,2}:\d{2} (AM|PM)$/, "time must look like 6:30 AM");
export const sitePath = z
  .string()
  .regex(/^\/[a-z0-9\-/]*(#[A-Za-z]+)?$/, "must be a path of this site, like /programs/galaxy");
export const zip = z.string().regex(/^\d{5}$/, "zip must be five digits");
/** A day, as the CMS's date picker writes it (content/cms: `widget: datetime`, `format: YYYY-MM-DD`). */
export const datePattern = /^\d{4}-\d{2}-\d{2}$/;
export const date = z.string().regex(datePattern, "date must look like 2026-03-06");
