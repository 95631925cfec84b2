import { z } from "zod";
import { parseContent } from "./schema";

/**
 * The board of directors, officers first. The names are stand-ins until the organisation
 * supplies its roster (see README, "Editing content"); the roles are the board's real offices.
 */
export const boardOfDirectors = parseContent(
  "boardOfDirectors",
  z
    .array(z.object({ name: z.string().min(1), role: z.string().min(1), bio: z.string().min(1) }))
    .min(3),
  [
    {
      name: "Elena Marquez",
      role: "Board Chair",
      bio: "A parent of two former Galaxy students who leads the board's planning for new sites and programs.",
    },
    {
      name: "David Okafor",
      role: "Vice Chair",
      bio: "A retired elementary school principal who brings a teacher's eye to Nova's classes and staff training.",
    },
    {
      name: "Priya Raman",
      role: "Treasurer",
      bio: "A certified public accountant who oversees the budget and the annual audit.",
    },
    {
      name: "Thomas Whitfield",
      role: "Secretary",
      bio: "A small-business owner who keeps the board's records and chairs its family-feedback committee.",
    },
    {
      name: "Grace Lin",
      role: "Director",
      bio: "A pediatric nurse who advises on health, safety and medication policies at every site.",
    },
    {
      name: "Marcus Bell",
      role: "Director",
      bio: "A youth sports coach and former STAR site director who champions recreation and outdoor play.",
    },
  ],
);
