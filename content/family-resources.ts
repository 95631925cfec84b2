import { z } from "zod";
import { parseContent } from "./schema";

/**
 * The help topics of the Family Resources page, in page order. The ids are the page's anchors
 * (/about/parent-resources#autopay), linked from elsewhere on the site and from the site search.
 */
export const familyResourceTopics = parseContent(
  "familyResourceTopics",
  z.array(z.object({ id: z.string().regex(/^[a-zA-Z]+$/), title: z.string() })).length(9),
  [
    { id: "billing", title: "Billing and payments" },
    { id: "accountCreation", title: "Creating your family account" },
    { id: "passwordReset", title: "Resetting your password" },
    { id: "accountSetup", title: "Setting up guardians, contacts and students" },
    { id: "autopay", title: "Setting up AutoPay" },
    { id: "register", title: "Registering for a program" },
    { id: "scheduleChanges", title: "Changing your child's schedule" },
    { id: "taxinfo", title: "Tax statements for child care" },
    { id: "printledger", title: "Printing your account ledger" },
  ],
);

export function familyResourceHref(id: string): string {
  return `/about/parent-resources#${id}`;
}
