import { LocationsPage } from "~/features/locations/locations-page";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Locations",
    description:
      "Find STAR's 13 school sites and main office on a map: addresses, phone numbers, the programs at each site and directions. Search the site or sort the list by distance from you.",
    path: "/locations",
  });

export default function Locations() {
  return <LocationsPage />;
}
