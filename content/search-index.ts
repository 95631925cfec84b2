import { z } from "zod";
import { districts } from "./districts";
import { familyResourceHref, familyResourceTopics } from "./family-resources";
import { isNavGroup, mainNavigation, type NavLink } from "./navigation";
import { pricingSheets } from "./pricing";
import { programs } from "./programs";
import { parseContent } from "./schema";
import { sites } from "./sites";
import { siteHref } from "./site-format";

export const searchKinds = {
  site: "Site",
  program: "Program",
  topic: "Help topic",
  account: "Account",
  pricing: "Pricing sheet (PDF)",
  district: "District website",
  page: "Page",
} as const;

export type SearchKind = keyof typeof searchKinds;

const entrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "id must be lowercase letters, digits and dashes"),
  title: z.string().min(1),
  url: z
    .string()
    .refine(
      (url) => /^\/[^\s]*$/.test(url) || /^https:\/\/\S+$/.test(url),
      "url must be a site path or an https address",
    ),
  kind: z.enum(Object.keys(searchKinds) as [SearchKind, ...SearchKind[]]),
});

export type SearchEntry = z.output<typeof entrySchema>;

const navLinks: NavLink[] = mainNavigation.flatMap((entry) =>
  isNavGroup(entry) ? entry.items : [entry],
);

function navPage(href: string): SearchEntry {
  const link = navLinks.find((item) => item.href === href);
  if (!link) throw new Error(`No menu entry for ${href}`);
  return {
    id: `page${href === "/" ? "-home" : href.replace(/\//g, "-")}`,
    title: link.subtitle ? `${link.label}: ${link.subtitle}` : link.label,
    url: href,
    kind: "page",
  };
}

// Pages reached from the menu take their menu label; the programs overview and the summer
// previews are not in the menu, so their titles are written here.
const pages: SearchEntry[] = [
  ...[
    "/",
    "/programs/pricing",
    "/locations",
    "/about/about-star",
    "/about/employment",
    "/calendar",
    "/about/parent-resources",
    "/about/donations",
    "/contact",
  ].map(navPage),
  { id: "page-programs", title: "Programs", url: "/programs", kind: "page" },
  {
    id: "page-summer-preview-eu",
    title: "Eureka USD/Loomis USD Summer Camps 2025 preview",
    url: "/summer-preview-eu",
    kind: "page",
  },
  {
    id: "page-summer-preview-wp",
    title: "Western Placer USD Summer Camps 2025 preview",
    url: "/summer-preview-wp",
    kind: "page",
  },
  {
    id: "page-summer-preview-rafos",
    title: "Rocklin Academy Family of Schools Summer Camps 2025 preview",
    url: "/summer-preview-rafos",
    kind: "page",
  },
];

/**
 * What the site search looks through: every location, program, help topic, account link,
 * pricing sheet, district website and page, built from the content it points at so a new
 * site or topic is searchable without an edit here.
 */
export const searchIndex: SearchEntry[] = parseContent(
  "searchIndex",
  z
    .array(entrySchema)
    .length(55)
    .refine((entries) => new Set(entries.map((e) => e.id)).size === entries.length, {
      message: "ids must be unique",
    }),
  [
    ...sites.map((site) => ({
      id: `site-${site.slug}`,
      title: `${site.id === 0 ? site.title : `${site.title} STAR`}, ${site.city}`,
      url: siteHref(site),
      kind: "site",
    })),
    ...programs.map((program) => ({
      id: `program-${program.id}`,
      title: program.tooltip.startsWith(program.name)
        ? program.name
        : `${program.name}: ${program.tooltip}`,
      url: program.route,
      kind: "program",
    })),
    ...familyResourceTopics.map((topic) => ({
      id: `topic-${topic.id.toLowerCase()}`,
      title: topic.title,
      url: familyResourceHref(topic.id),
      kind: "topic",
    })),
    ...navLinks
      .filter((link) => link.external)
      .map((link) => ({
        id: `account-${link.label.toLowerCase().replace(/\s+/g, "-")}`,
        title: link.label,
        url: link.href,
        kind: "account",
      })),
    ...pricingSheets.map((sheet) => ({
      id: `pricing-${sheet.file.replace(/\.pdf$/, "").toLowerCase()}`,
      title: `${sheet.label} Galaxy pricing sheet`,
      url: sheet.href,
      kind: "pricing",
    })),
    ...districts.map((district) => ({
      id: `district-${district.id}`,
      title: `${district.name} website`,
      url: district.href,
      kind: "district",
    })),
    ...pages,
  ],
);
