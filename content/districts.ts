import { z } from "zod";
import { districtSchema, parseContent } from "./schema";

/** Public records (CDE school directory, district sites). Rocklin Academy has no phone on record. */
export const districts = parseContent("districts", z.array(districtSchema).length(3), [
  {
    id: "eusd",
    name: "Eureka Union School District",
    shortName: "EUSD",
    href: "https://www.eurekausd.org",
    address: "5455 Eureka Road",
    city: "Granite Bay",
    state: "CA",
    zip: "95746",
    phone: "(916) 791-4939",
    fax: "(916) 791-5527",
  },
  {
    id: "wpusd",
    name: "Western Placer Unified School District",
    shortName: "WPUSD",
    href: "https://www.wpusd.org",
    address: "600 Sixth Street, Suite 400",
    city: "Lincoln",
    state: "CA",
    zip: "95648",
    phone: "(916) 645-6350",
    fax: "(916) 645-6356",
  },
  {
    id: "rafos",
    name: "Rocklin Academy Family Of Schools",
    shortName: "RAFOS",
    href: "https://www.rocklinacademy.org",
    address: "2204 Plaza Drive, Suite 200",
    city: "Rocklin",
    state: "CA",
    zip: "95765",
    phone: null,
    fax: null,
  },
]);

export type DistrictId = (typeof districts)[number]["id"];

export function districtById(id: DistrictId) {
  const district = districts.find((d) => d.id === id);
  if (!district) throw new Error(`Unknown district ${id}`);
  return district;
}
