import { z } from "zod";
import { externalLinks } from "./links";
import { organisation } from "./organisation";
import { parseContent } from "./schema";
import { list, paragraph, textBlocksSchema } from "./text-blocks";

/** Ways to give. The giving inbox is fictional until the organisation supplies its own. */
export const donations = parseContent(
  "donations",
  z.object({
    quickGifts: z.array(z.object({ amount: z.string().regex(/^\$\d+$/), href: z.url() })).length(2),
    payableTo: z.string().min(1),
    givingEmail: z.email(),
    whyGive: textBlocksSchema,
    corporate: textBlocksSchema,
    inKind: textBlocksSchema,
  }),
  {
    quickGifts: [
      { amount: "$1", href: externalLinks.donateOneDollar },
      { amount: "$5", href: externalLinks.donateFiveDollars },
    ],
    payableTo: organisation.fullName,
    givingEmail: "giving@star.example.org",
    whyGive: [
      paragraph(
        `${organisation.divisionLine} Gifts of any size buy art supplies, science kits, sports equipment and books for our sites, and help us keep care within reach of more families.`,
      ),
    ],
    corporate: [
      paragraph(
        "Local businesses help STAR by sponsoring a Nova class or a summer camp, matching their employees' gifts, or bringing a volunteer team to a site for a project day. Tell us what your company has in mind and we'll find a fit.",
      ),
    ],
    inKind: [
      paragraph("Things our sites can always use, new or gently used and in good condition:"),
      list(
        "Art supplies: paper, markers, paint, glue sticks and yarn",
        "Board games, puzzles and building sets with all their pieces",
        "Sports gear: balls, jump ropes and cones",
        "Chapter books and picture books",
        "Science materials such as magnifiers, magnets and measuring cups",
      ),
      paragraph(
        "Please call or email before dropping off larger items, so we can send them to the site that needs them most.",
      ),
    ],
  },
);
