import { districts } from "./districts";
import { organisation } from "./organisation";
import { parseContent } from "./schema";
import { schoolSites } from "./sites";
import { paragraph, textBlocksSchema } from "./text-blocks";

const districtNames = districts.map((district) => district.name);

/** The story told on the About page (titled History). Counts come from the content model. */
export const history = parseContent("history", textBlocksSchema, [
  paragraph(
    "STAR started with a question parents and teachers kept asking: what if the hours before and after school were more than waiting time? Our name is our answer. STAR stands for Science, Theatre, Art and Recreation, the four things we believe every child deserves time for.",
  ),
  paragraph(
    "It began with before- and after-school care on a school campus, run with the school rather than beside it, so children could stay where they already felt at home. Principals saw their students happy and busy, and invited us onto more campuses. That care became Galaxy, which runs from August through June until 6:00 PM.",
  ),
  paragraph(
    "Families then asked for more. Nova brought hands-on enrichment classes to campuses after school, taught by instructors who love their subject. Non-School Day camps gave working parents a place for their children on holidays and school closures, and Summer Camp grew to over 30 camps for children from TK through 7th grade.",
  ),
  paragraph(
    `Today STAR runs programs at ${schoolSites.length} school sites in ${districtNames[0]}, ${districtNames[1]} and ${districtNames[2]}, supported by a main office that handles registration, billing and family questions.`,
  ),
  paragraph(
    `${organisation.divisionLine} As a non-profit, we put what families pay and what donors give back into the programs: caring staff, good supplies and care that families can afford.`,
  ),
]);
