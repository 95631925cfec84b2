import { z } from "zod";
import { minutesOf } from "../i18n/clock";
import type { Localized } from "./localize";
import { galaxyFile } from "./galaxy-file";
import { readFolder } from "./read";
import {
  checked,
  email,
  optional,
  phone,
  program,
  programLabels,
  slug,
  text,
  time,
  zip,
} from "./schema";

export const siteSchema = z.strictObject({
  title: text().meta({
    label: "Site name",
    hint: "As families know it, like Maidu/Excelsior. Pages add STAR after it.",
  }),
  school: text().meta({
    label: "School",
    hint: "The campus the site is on, as the site page's introduction names it.",
  }),
  windowTitle: text().meta({ label: "Name on the map" }),
  inSentence: optional(text()).meta({
    label: "Name inside a sentence",
    hint: "Only where a link like Directions to … needs more than the name with STAR, such as an article in Spanish: la oficina principal, el Campamento de verano. Otherwise leave it empty.",
  }),
  address: z.string().trim().min(1).meta({ label: "Street address" }),
  city: z.string().trim().min(1).meta({ label: "City" }),
  state: z.literal("CA", { error: "state must be CA" }).meta({ label: "State" }),
  zip: zip.meta({ label: "ZIP code" }),
  phone: phone.meta({ label: "Site phone shown to families", hint: "Like (916) 555-0101" }),
  fax: optional(phone).meta({
    label: "Fax",
    hint: "Like (916) 555-0150. Leave empty if the site has no fax.",
  }),
  email: email.meta({ label: "Site e-mail shown to families" }),
  hours: checked(
    z.strictObject({
      opens: time.meta({ label: "Opens" }),
      // One place for Galaxy's closing time: a school site closes then unless it says otherwise.
      closes: optional(time).meta({
        label: "Closes",
        hint: "Leave empty for a school site that closes when Galaxy closes (Programs → Galaxy page → Closing time). Fill it in only if this site closes at another time; the main office always has its own.",
      }),
    }),
    [
      {
        kind: "after",
        field: "closes",
        earlier: "opens",
        message: "the closing time comes after the opening time",
      },
    ],
  ).meta({ label: "Opening hours, Monday to Friday", collapsed: false }),
  admin: text().meta({
    label: "Contact person",
    hint: "The role families ask for, like Site Director.",
  }),
  licNum: optional(z.string().trim())
    .transform((value) => value ?? "")
    .meta({
      label: "Facility license number",
      hint: "The state's number once issued; until then write pending. The main office has none: leave it empty.",
    }),
  district: optional(z.enum(["eusd", "wpusd", "rafos"])).meta({
    label: "School district",
    hint: "Leave empty for the main office.",
    optionLabels: {
      eusd: "Eureka Union School District",
      wpusd: "Western Placer Unified School District",
      rafos: "Rocklin Academy Family of Schools",
    },
  }),
  programs: z
    .array(program)
    .min(1, "a site offers at least one program")
    .meta({
      label: "Programs offered here",
      optionLabels: { ...programLabels, subsidy: "Subsidy programs accepted" },
    }),
  // What families never read, last: the map position, the order in lists, the page address.
  lat: z.number().min(38, "lat must be in the Sacramento region").max(39.5).meta({
    label: "Map position, latitude",
    hint: "From Google Maps: right-click the entrance and copy the first number, like 38.73905.",
  }),
  lng: z
    .number()
    .min(-122, "lng must be in the Sacramento region")
    .max(-120.5)
    .meta({ label: "Map position, longitude", hint: "The second number, like -121.24555." }),
  id: z.number().int().min(0).meta({
    label: "Number in lists",
    hint: "The main office is 0; school sites are listed in the order of their numbers.",
  }),
  slug: slug.meta({
    label: "Page address",
    hint: "The end of the site page's address, like maidu-star for /locations/maidu-star. Lowercase letters, digits and dashes; it must not change once families use the page.",
  }),
});

/** A location with its texts in both languages, and its closing time always known. */
export type SiteContent = Omit<z.output<typeof siteSchema>, "hours"> & {
  hours: { opens: string; closes: string };
};
/** A location as a page in one language shows it. */
export type SiteLocation = Localized<SiteContent>;

function readSites(): SiteContent[] {
  const sites = readFolder("content/sites", siteSchema).map(({ name, file, value }) => {
    if (value.slug !== name) {
      throw new Error(`${file}: slug: the slug (${value.slug}) must be the file's name (${name})`);
    }
    if (!value.hours.closes && name === "main-office") {
      throw new Error(`${file}: hours.closes: write the time the main office closes`);
    }
    const closes = value.hours.closes ?? galaxyFile.closes;
    if (minutesOf(closes) <= minutesOf(value.hours.opens)) {
      throw new Error(
        `${file}: hours.opens: the site opens after Galaxy closes (${galaxyFile.closes}); give it its own closing time`,
      );
    }
    return { ...value, hours: { opens: value.hours.opens, closes } };
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
 * 555-01xx range until the organization supplies them.
 */
export const sites = readSites();
export const mainOffice = sites[0] as SiteContent;
export const schoolSites = sites.slice(1);

export function siteBySlug(slug: string | undefined): SiteContent | undefined {
  return schoolSites.find((site) => site.slug === slug);
}
