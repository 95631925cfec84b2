import { z } from "zod";
import { parseContent } from "./schema";
import { schoolSites } from "./sites";

export const novaHighlightKinds = ["allergen", "software", "clothing", "supplies"] as const;

const novaClassSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(40, "describe the class in a sentence or two"),
  highlight: z.object({ kind: z.enum(novaHighlightKinds), text: z.string().min(1) }).optional(),
});

const novaCategorySchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string().min(1),
  intro: z.string().min(1),
  classes: z.array(novaClassSchema).min(6, "each category lists at least 6 classes"),
});

export type NovaClass = z.output<typeof novaClassSchema>;
export type NovaCategory = z.output<typeof novaCategorySchema>;

/** The sites that offer Nova, named as families know them (from the availability in sites.ts). */
export const novaSiteNames = schoolSites
  .filter((site) => site.programs.includes("nova"))
  .map((site) => site.title);

function inWords(names: string[]): string {
  return names.length < 2
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * Nova's class descriptions in the four categories of the Nova page, in page order. The first
 * category explains how Nova works; the others describe classes the way the catalog does.
 */
export const novaCategories = parseContent(
  "novaCategories",
  z.array(novaCategorySchema).length(4),
  [
    {
      id: "how-nova-works",
      title: "How Nova Works",
      intro:
        "Nova is STAR's after-school enrichment program: hands-on classes taught on your child's own campus, in short sessions, by instructors who love their subject.",
      classes: [
        {
          title: "Classes on your child's campus",
          description:
            "Nova classes meet on your child's school campus after the school day ends, so there is no extra drive between school and class, and you pick up from the campus you already know.",
        },
        {
          title: `Offered at ${novaSiteNames.length} sites`,
          description: `Nova runs at ${inWords(novaSiteNames)}. Each site's page under Locations lists its address, phone and the programs it offers.`,
        },
        {
          title: "Sessions of 4 to 10 weeks, ideally 6",
          description:
            "Each class runs as one session of 4 to 10 weeks; most are 6 weeks, long enough to finish a real project without a long commitment. The registration site shows the meeting day and dates of every class.",
        },
        {
          title: "How to register",
          description:
            "Choose a class in the catalog, then select Enroll In A Class to sign up on our registration site. You need a family account with complete student information before you can enroll; Family Resources walks you through setting one up.",
        },
        {
          title: "Cancelling a class",
          description:
            "To cancel a Nova class, give us two weeks' written notice. Write to your site director or the main office so the change is on record.",
        },
        {
          title: "Pick-up after class",
          description:
            "A guardian shows ID at pick-up and signs their child out, just as in Galaxy. Let your site director know ahead of time if someone new will be collecting your child.",
        },
        {
          title: "Notes on class cards",
          description:
            "Some classes carry a highlighted note: a food allergen used in the class, software the class works with, or clothing your child should wear. Read them before you enroll.",
        },
      ],
    },
    {
      id: "steam",
      title: "Science, Technology, Arts & Engineering",
      intro:
        "Classes where children build, test, code and tinker, then explain what they found out.",
      classes: [
        {
          title: "Robotics Builders",
          description:
            "Students build small robots from kits, wire up motors and sensors, and program them to follow a line, dodge obstacles and race a teammate's design.",
          highlight: {
            kind: "software",
            text: "Uses a block-based coding app on our tablets; nothing to install at home.",
          },
        },
        {
          title: "Kitchen Chemistry",
          description:
            "Real experiments with everyday ingredients: why bread rises, how butter forms and what makes a sauce thicken. Children taste what they make when it's safe to.",
          highlight: {
            kind: "allergen",
            text: "Recipes use milk, eggs, wheat and soy. Tell us about allergies when you enroll.",
          },
        },
        {
          title: "Bridge and Tower Engineers",
          description:
            "Teams design bridges and towers from craft sticks, straws and tape, test them with weights until they give way, and redesign for a stronger build.",
        },
        {
          title: "Rocket Lab",
          description:
            "Children learn about thrust and air pressure while they build and launch paper and water-bottle rockets on the school field.",
          highlight: {
            kind: "clothing",
            text: "Launch days are outdoors and wet: send closed-toe shoes and a change of socks.",
          },
        },
        {
          title: "Circuits and Electricity",
          description:
            "Batteries, bulbs, buzzers and switches: students wire circuits that light up, make noise and spin a fan, and learn why a circuit needs to be closed.",
        },
        {
          title: "Stop-Motion Animation",
          description:
            "Children sculpt characters from clay, build a set and shoot a short stop-motion film frame by frame, then watch the class premiere together.",
          highlight: {
            kind: "software",
            text: "Films are made with a stop-motion app on our tablets; the finished film is shared with families.",
          },
        },
        {
          title: "Nature Detectives",
          description:
            "Students explore the campus with magnifiers and field notebooks, sort leaves, rocks and insects, and keep a record of what changes from week to week.",
          highlight: {
            kind: "clothing",
            text: "Much of the class is outdoors: dress for the weather and for kneeling in the dirt.",
          },
        },
      ],
    },
    {
      id: "arts",
      title: "Visual & Performing Arts",
      intro:
        "Classes where children make art, move, sing and perform, and share what they made with their families.",
      classes: [
        {
          title: "Musical Theatre",
          description:
            "Children learn songs, simple choreography and short scenes from family-friendly musicals, and perform a showcase for families on the last day of the session.",
        },
        {
          title: "Clay Studio",
          description:
            "Pinch pots, coil bowls and small sculptures: students learn hand-building techniques, then glaze their pieces to bring home.",
          highlight: {
            kind: "clothing",
            text: "Clay and glaze can stain: send clothes that can get messy.",
          },
        },
        {
          title: "Drawing and Cartooning",
          description:
            "Step-by-step drawing of characters, faces and action poses, then panels and speech bubbles until each child has a short comic of their own.",
        },
        {
          title: "Hip-Hop Dance",
          description:
            "High-energy routines to clean, age-appropriate music that build rhythm, coordination and confidence, with a short performance at the end of the session.",
          highlight: {
            kind: "clothing",
            text: "Sneakers and clothes that are easy to move in; no sandals or dress shoes.",
          },
        },
        {
          title: "Painting Studio",
          description:
            "Watercolor, acrylic and mixed media: each week looks at one artist or style, then children paint their own version.",
          highlight: {
            kind: "clothing",
            text: "Acrylic paint does not wash out: send an old shirt or smock.",
          },
        },
        {
          title: "Puppet Theatre",
          description:
            "Students make sock and rod puppets, write a short story as a group and stage a puppet show with voices, sound effects and a painted backdrop.",
        },
        {
          title: "Improv and Acting Games",
          description:
            "Theatre games that teach children to listen, think on their feet and speak up with confidence, without scripts to memorize.",
        },
      ],
    },
    {
      id: "older-students",
      title: "Classes For Older Students",
      intro:
        "More challenging classes for upper-grade students, with longer projects and more independence. The registration site shows the grades each class accepts.",
      classes: [
        {
          title: "Video Game Design",
          description:
            "Students plan a game, draw its characters and code the rules, levels and scoring, then playtest each other's games and fix the bugs they find.",
          highlight: {
            kind: "software",
            text: "Uses Scratch, a free web-based tool, so students can keep building at home.",
          },
        },
        {
          title: "3D Design and Printing",
          description:
            "Students learn to model objects on the computer, from key chains to phone stands, and see their best designs printed on a 3D printer.",
          highlight: {
            kind: "software",
            text: "Uses Tinkercad, a free browser-based design tool; a free student account is set up in class.",
          },
        },
        {
          title: "Debate and Public Speaking",
          description:
            "Students research both sides of kid-friendly questions, build arguments with evidence and practice speaking clearly in front of a group.",
        },
        {
          title: "Filmmaking",
          description:
            "From storyboard to final cut: students write, shoot and edit a short film in small crews, learning camera angles, sound and editing along the way.",
          highlight: {
            kind: "software",
            text: "Editing is done on our tablets; no devices from home are needed.",
          },
        },
        {
          title: "Chess Strategy",
          description:
            "Openings, tactics and endgames for players who know how the pieces move, with a friendly class tournament to finish the session.",
        },
        {
          title: "Young Entrepreneurs",
          description:
            "Students invent a product, work out what it costs to make, design its packaging and pitch it to the class, learning the basics of running a business.",
          highlight: {
            kind: "supplies",
            text: "No money changes hands: all materials are provided.",
          },
        },
        {
          title: "Forensic Science",
          description:
            "Students solve a staged mystery with real forensic methods: fingerprint dusting, shoe-print casting, chromatography and careful note-taking.",
          highlight: {
            kind: "clothing",
            text: "Fingerprint powder can mark fabric: send clothes that can get messy.",
          },
        },
      ],
    },
  ],
);
