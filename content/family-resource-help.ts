import { z } from "zod";
import { familyResourceTopics } from "./family-resources";
import { externalLinks } from "./links";
import { organisation } from "./organisation";
import { parseContent } from "./schema";
import { mainOffice } from "./sites";
import { link, list, paragraph, steps, textBlocksSchema, type TextBlock } from "./text-blocks";

const topicIds = familyResourceTopics.map((topic) => topic.id);

const signIn = link("Sign in", externalLinks.signIn);
const dashboard = link("account dashboard", externalLinks.accountDashboard);
const contact = link("Contact page", "/contact");

/**
 * The help text under each Family Resources topic, keyed by the topic's anchor id. It follows
 * the family account flow (create, validate by email, set up, register, pay, sign) and states
 * the rules the external account sites enforce.
 */
export const familyResourceHelp = parseContent(
  "familyResourceHelp",
  z
    .record(z.string(), textBlocksSchema)
    .refine(
      (help) => Object.keys(help).join() === topicIds.join(),
      `needs help text for exactly these topics, in order: ${topicIds.join(", ")}`,
    ),
  {
    billing: [
      paragraph(
        "Every charge and payment for your family shows on the ledger of your family account, and you can pay online by card from your ",
        dashboard,
        ". Each program bills a little differently:",
      ),
      list(
        "Galaxy is billed by the month for the schedule you chose. With 2 children enrolled, 10% comes off the lesser monthly total; with 3 or more children, 10% comes off the monthly total.",
        "Nova is billed by the class session, which lasts 4 to 10 weeks; the charge appears on your ledger when you enroll.",
        "Non-School Day camps are billed for the days you book through your account dashboard.",
        "Summer Camp registration fees are due at registration, and camp fees are billed on the Monday of the start.",
      ),
      paragraph(
        "To have payments made for you, set up ",
        link("AutoPay", "#autopay"),
        ". A question about a charge? Billing questions go to the main office; our ",
        contact,
        " has the details.",
      ),
    ],
    accountCreation: [
      paragraph(
        "Your family account is where you register, pay and keep your family's details up to date. Creating one takes a few minutes:",
      ),
      steps(
        ["Go to ", link("Create Account", externalLinks.createAccount), "."],
        "Enter a valid email address that you check often. It is how you sign in and where account notices arrive.",
        "Choose a strong password: long, hard to guess and not used for anything else.",
        "Complete the robot check, which tells the system a real person is signing up.",
        "Open the email we send you and follow its link to validate your account.",
        [
          signIn,
          " and carry on with ",
          link("setting up guardians, contacts and students", "#accountSetup"),
          ".",
        ],
      ),
      paragraph(
        "No email after a few minutes? Check your spam or junk folder first, then ask tech support through the live chat on our ",
        contact,
        ".",
      ),
    ],
    passwordReset: [
      paragraph("Forgotten your password? You can reset it yourself, any time:"),
      steps(
        ["Go to ", link("Sign In", externalLinks.signIn), " and choose to reset your password."],
        "Enter the email address of your family account.",
        "Open the email we send you and follow its link.",
        "Choose a new strong password, then sign in with it.",
      ),
      paragraph(
        "Still locked out? Tech support can help by live chat, 9 AM-5 PM PST, Monday to Friday, from our ",
        contact,
        ".",
      ),
    ],
    accountSetup: [
      paragraph(
        "After you validate your email, your account needs your family's details. The system shows whether each student's information is complete, and enrollment is blocked until it is, so it pays to finish everything in one sitting:",
      ),
      steps(
        "Primary information: your own name, address and phone numbers.",
        "Guardians: add at least one additional guardian, another adult who cares for your child.",
        "Emergency contacts: add at least one emergency contact we can call if we cannot reach a guardian.",
        "Students: add each child, assign their guardians and emergency contacts, and fill in their medical information and parent-sharing information (which guardians may receive information about the child).",
      ),
      paragraph(
        "Guardians must show ID at pick-up and sign children in and out, so keep the list of guardians up to date whenever your family's arrangements change. When every student shows as complete, you're ready to ",
        link("register", "#register"),
        ".",
      ),
    ],
    autopay: [
      paragraph(
        "AutoPay pays your balance with a saved card, so you never miss a due date. To set it up:",
      ),
      steps(
        [signIn, " and open your ", dashboard, "."],
        "Add the card you want to use and authorize it for AutoPay.",
        "Enter an end date for the authorization. An end date is required: pick the last month you expect to be enrolled, and update it if your plans change.",
      ),
      paragraph(
        "Only one card can be authorized for AutoPay at a time. To switch cards, end the current card's authorization first, then authorize the new card.",
      ),
    ],
    register: [
      paragraph(
        "Once every student in your account shows as complete, you can register, pay and sign, all online:",
      ),
      steps(
        [
          "Check which programs your child's campus offers on ",
          link("Locations", "/locations"),
          ".",
        ],
        [
          "For Galaxy, Nova and Summer Camp, register on our ",
          link("registration site", externalLinks.registration),
          "; for Non-School Day camps, book days from your ",
          dashboard,
          ".",
        ],
        "Choose your child's schedule, class or camp days.",
        "Pay what is due at registration.",
        "Read and sign the enrollment agreements. Your place is held once everything is signed.",
      ),
      paragraph("A few rules to know before you choose:"),
      list(
        "Summer Camp has a two-day minimum. The Spanish camp has a five-day minimum.",
        [
          "The ELO-P extended-day camp requires ELO-P qualification; see ",
          link("Subsidy Programs", "/programs/subsidy"),
          " to find out whether your family qualifies.",
        ],
        [
          "Nova classes run in sessions of 4 to 10 weeks, ideally 6; see ",
          link("Nova", "/programs/nova"),
          ".",
        ],
      ),
    ],
    scheduleChanges: [
      paragraph(
        "Plans change, and we'll work with you. What matters is that changes reach the right person in writing, so everyone has the same record.",
      ),
      list(
        [
          "Galaxy schedule changes must be in writing to your site director. Each site director's email is on the site's page under ",
          link("Locations", "/locations"),
          ".",
        ],
        "Cancelling Galaxy or Nova takes two weeks' written notice.",
        [
          "Summer Camp: added days must be booked by the Wednesday of the prior week, and cancellations follow the policies on the ",
          link("Summer Camp page", "/programs/summer-camp"),
          ".",
        ],
      ),
      paragraph("Not sure who to tell? Use our ", contact, " and we'll pass your message on."),
    ],
    taxinfo: [
      paragraph(
        "What you pay for child care may count toward the federal Child and Dependent Care Credit or a dependent-care flexible spending account. The tax form or your FSA will ask for the provider's details and the amount you paid:",
      ),
      list(
        `Provider: ${organisation.fullName}, ${mainOffice.address}, ${mainOffice.city}, ${mainOffice.state} ${mainOffice.zip}.`,
        ["Amount paid: ", link("print your account ledger", "#printledger"), " for the tax year."],
        ["Tax identification number: ask the main office, listed on our ", contact, "."],
      ),
      paragraph(
        "We can't give tax advice: a tax professional can tell you which of your payments qualify.",
      ),
    ],
    printledger: [
      paragraph(
        'Your ledger lists every charge, discount and payment on your family account. It\'s the quickest answer to "what is this charge?" and the record you need at tax time.',
      ),
      steps(
        [signIn, " and open your ", dashboard, "."],
        "Open the ledger and choose the dates you need, such as a whole tax year.",
        "Use your browser's Print command; choose Save as PDF to keep a copy.",
      ),
      paragraph(
        "If an entry looks wrong, contact the main office with its date and amount; our ",
        contact,
        " lists how to reach us.",
      ),
    ],
  } satisfies Record<string, TextBlock[]>,
);

export function helpForTopic(id: string): TextBlock[] {
  const help = familyResourceHelp[id];
  if (!help) throw new Error(`No help text for Family Resources topic ${id}`);
  return help;
}
