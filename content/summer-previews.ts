import { z } from "zod";
import { parseContent } from "./schema";

const previewSchema = z.object({
  id: z.enum(["eu", "wp", "rafos"]),
  path: z.string().regex(/^\/summer-preview-[a-z]+$/),
  /** The spreadsheet tab holding this group's camps. */
  tab: z.string().min(1),
  /** Ends the page title: "Sacramento | Summer Camp 2025 {label}". */
  label: z.string().min(1),
  heading: z.string().min(1),
  /** Short name used in links between the previews. */
  linkText: z.string().min(1),
  weekCount: z.number().int().min(1).max(12),
  /** Week codes in the sheet's group column are "{weekPrefix} {n}", e.g. "EU 1". */
  weekPrefix: z.string().regex(/^[A-Z]+$/),
  description: z.string().min(1),
  note: z.string().optional(),
});

export type SummerPreview = z.output<typeof previewSchema>;

/** One preview page per district group; the camp rows come from the organisation's sheet. */
export const summerPreviews = parseContent("summerPreviews", z.array(previewSchema).length(3), [
  {
    id: "eu",
    path: "/summer-preview-eu",
    tab: "EUSD",
    label: "EUSD/LUSD",
    heading: "Eureka USD/Loomis USD Summer Camps",
    linkText: "Eureka and Loomis",
    weekCount: 9,
    weekPrefix: "EU",
    description:
      "Summer Camp 2025 in the Eureka and Loomis districts: every camp week by week, June 9 to August 8, with its location, category and dates.",
  },
  {
    id: "wp",
    path: "/summer-preview-wp",
    tab: "WPUSD",
    label: "WPUSD",
    heading: "Western Placer USD Summer Camps",
    linkText: "Western Placer",
    weekCount: 9,
    weekPrefix: "WP",
    description:
      "Summer Camp 2025 in Western Placer Unified: every camp week by week, June 9 to August 8, with its location, category and dates.",
  },
  {
    id: "rafos",
    path: "/summer-preview-rafos",
    tab: "RAFOS",
    label: "RAFOS",
    heading: "Rocklin Academy Family of Schools Summer Camps",
    linkText: "Rocklin Academy",
    weekCount: 8,
    weekPrefix: "RAFOS",
    description:
      "Summer Camp 2025 at the Rocklin Academy Family of Schools: every camp week by week, June 9 to August 1, with its location, category and dates.",
    note: "There are no camps the week of August 4th - August 8th. Check out the other two Summer Camp locations for available camps.",
  },
]);

export const summerPageTitle = "Summer Camp 2025 Preview";

/** The title the spec asks for, trailing space included before the label. */
export function summerPreviewTitle(preview: SummerPreview): string {
  return `Sacramento | Summer Camp 2025 ${preview.label}`;
}

export function summerPreviewByPath(pathname: string): SummerPreview | undefined {
  const path = pathname.replace(/\/+$/, "");
  return summerPreviews.find((preview) => preview.path === path);
}
