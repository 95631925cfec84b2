import { z } from "zod";
import type { Localized } from "./localize";
import { readFolder } from "./read";
import { email, optional, phone, program, slug, text, time, zip } from "./schema";

export const siteSchema = z.strictObject({
  id: z.number().int().min(0),
  slug,
  title: text(),
  school: text(),
  windowTitle: text(),
  address: z.string().trim().min(1),
  city: z.string().trim().min(1),
  state: z.literal("CA", { error: "state must be CA" }),
  zip,
  lat: z.number().min(38, "lat must be in the Sacramento region").max(39.5),
  lng: z.number().min(-122, "lng must be in the Sacramento region").max(-120.5),
  phone,
  fax: optional(phone),
  email,
  hours: z.strictObject({ opens: time, closes: time }),
  admin: text(),
  licNum: optional(z.string().trim()).transform((value) => value ?? ""),
  district: optional(z.enum(["eusd", "wpusd", "rafos"])),
  programs: z.array(program).min(1, "a site offers at least one program"),
});

/** A location as content holds it, with its texts in both languages. */
export type SiteContent = z.output<typeof siteSchema>;
/** A location as a page in one language shows it. */
export type SiteLocation = Localized<SiteContent>;

function readSites(): SiteContent[] {
  const sites = readFolder("content/sites", siteSchema).map(({ name, file, value }) => {
    if (value.slug !== name) {
      throw new Error(`${file}: slug: the slug (${value.slug}) must be the file's name (${name})`);
    }
    return value;
  });
  sites.sort((a, b) => a.id - b.id);
  const ids = sites.map((site) => site.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) {
    const names = sites.filter((site) => site.id === repeated).map((site) => site.slug);
    throw new Error(`content/sites: ${names.join(" and ")} have the same number (${repeated})`);
  }
  if (sites[0]?.slug !== "main-office" || sites[0].id !== 0) {
    throw new Error("content/sites: main-office.yaml must be there, with the number 0");
  }
  return sites;
}

/**
 * The main office (number 0) and the school sites, one file each in content/sites/, in the
 * order of their numbers. Addresses and coordinates are public record; phone numbers, e-mail
 * addresses, licence numbers and the office address are placeholders in the reserved
 * 555-01xx range until the organisation supplies them.
 */
export const sites = readSites();
export const mainOffice = sites[0] as SiteContent;
export const schoolSites = sites.slice(1);

export function siteBySlug(slug: string | undefined): SiteContent | undefined {
  return schoolSites.find((site) => site.slug === slug);
}
