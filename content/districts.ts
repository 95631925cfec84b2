import { z } from "zod";
import { readContent } from "./read";
import { optional, phone, url, zip } from "./schema";

export const districtIds = ["eusd", "wpusd", "rafos"] as const;
export type DistrictId = (typeof districtIds)[number];

const districtSchema = z.strictObject({
  name: z.string().trim().min(1).meta({ label: "Name" }),
  shortName: z.string().trim().min(1).meta({ label: "Short name", hint: "Like EUSD" }),
  href: url.meta({ label: "Website" }),
  address: z.string().trim().min(1).meta({ label: "Street address" }),
  city: z.string().trim().min(1).meta({ label: "City" }),
  state: z.literal("CA", { error: "state must be CA" }).meta({ label: "State" }),
  zip: zip.meta({ label: "ZIP code" }),
  phone: optional(phone).meta({ label: "Phone" }),
  fax: optional(phone).meta({ label: "Fax" }),
  // Never read by families: last.
  id: z.enum(districtIds).meta({
    label: "Code",
    hint: 'Used by the sites\' "School district" field, never shown; do not change.',
  }),
});

export type District = z.output<typeof districtSchema>;

/** The school districts we serve: public records (CDE school directory, district sites). */
export const { districts } = readContent(
  "content/districts.yaml",
  z.strictObject({
    districts: z
      .array(districtSchema)
      .length(districtIds.length, `list the ${districtIds.length} districts`)
      .refine(
        (list) => districtIds.every((id) => list.some((district) => district.id === id)),
        "each district (eusd, wpusd, rafos) is listed once",
      )
      .meta({ label: "Districts", allow_add: false, summary: "{{fields.name}}" }),
  }),
);

export function districtById(id: DistrictId): District {
  const district = districts.find((d) => d.id === id);
  if (!district) throw new Error(`Unknown district ${id}`);
  return district;
}
