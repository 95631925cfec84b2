// Real campus names and addresses (shared/facts/sites.md); the office address is the
// placeholder the site's content uses until the organisation supplies its own.

export const OFFICE = "STAR Main Office, 5000 Example Parkway, Suite 100, Rocklin, CA 95765";

export const SITES = {
  maidu: { name: "Maidu Elementary", address: "1950 Johnson Ranch Drive, Roseville, CA 95661" },
  excelsior: { name: "Excelsior Elementary", address: "2701 Eureka Road, Roseville, CA 95661" },
  greenhills: {
    name: "Greenhills Elementary",
    address: "8200 Greenhills Way, Granite Bay, CA 95746",
  },
  oakhills: {
    name: "Oakhills Elementary",
    address: "9233 Twin School Road, Granite Bay, CA 95746",
  },
  ridgeview: {
    name: "Ridgeview Elementary",
    address: "9177 Twin School Road, Granite Bay, CA 95746",
  },
  coppin: {
    name: "Carlin C. Coppin Elementary",
    address: "150 East 12th Street, Lincoln, CA 95648",
  },
  creekside: { name: "Creekside Oaks Elementary", address: "2030 First Street, Lincoln, CA 95648" },
  foskett: { name: "Foskett Ranch Elementary", address: "1561 Joiner Parkway, Lincoln, CA 95648" },
  lincolnCrossing: {
    name: "Lincoln Crossing Elementary",
    address: "635 Groveland Lane, Lincoln, CA 95648",
  },
  twelveBridges: {
    name: "Twelve Bridges Elementary",
    address: "2450 Eastridge Drive, Lincoln, CA 95648",
  },
  leaman: {
    name: "Scott M. Leaman Elementary",
    address: "1200 Brentford Circle, Lincoln, CA 95648",
  },
  gateway: {
    name: "Rocklin Academy Gateway",
    address: "6550 Lonetree Boulevard, Rocklin, CA 95765",
  },
  turnstone: {
    name: "Rocklin Academy Turnstone",
    address: "6532 Turnstone Way, Rocklin, CA 95765",
  },
  arca: {
    name: "American River Collegiate Academy",
    address: "7755 Hazel Avenue, Orangevale, CA 95662",
  },
};

/** "Maidu Elementary, 1950 Johnson Ranch Drive, Roseville, CA 95661" */
export function siteLocation(site) {
  return `${site.name}, ${site.address}`;
}
