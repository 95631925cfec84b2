import { z } from "zod";
import { readContent } from "./read";
import { optional, phone, url, zip } from "./schema";

export const districtIds = ["eusd", "wpusd", "rafos"] as const;
export type DistrictId = (typeof districtIds)[number];

const districtSchema = z.strictObject({
  id: z.enum(districtIds),
  name: z.string().trim().min(1),
  shortName: z.string().trim().min(1),
  href: url,
  address: z.string().trim().min(1),
  city: z.string().trim().min(1),
  state: z.literal("CA", { error: "state must be CA" }),
  zip,
  phone: optional(phone),
  fax: optional(phone),
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
      ),
  }),
);

export function districtById(id: DistrictId): District {
  const district = districts.find((d) => d.id === id);
  if (!district) throw new Error(`Unknown district ${id}`);
  return district;
}
