import { z } from "zod";
import { organisationFactNames, organisationFacts } from "./organisation-facts";
import { filledText, pageMeta, sentence } from "./page-text";
import { readContent } from "./read";
import { text } from "./schema";

/**
 * The words of the Closures page and of every closure wherever it shows (the page, site pages,
 * the Locations cards, the banner on the days it is in effect, and the calendars and news feed
 * families subscribe to), in both languages.
 */
export const closuresPage = readContent(
  "content/closures-page.yaml",
  z.strictObject({
    page: pageMeta(organisationFacts, organisationFactNames),
    intro: filledText(organisationFacts).meta({
      label: "Introduction under the page title",
      hint: "Write {name} for the organization's short name.",
      widget: "text",
    }),
    none: text().meta({
      label: "When no closure is coming",
      widget: "text",
    }),
    passed: text().meta({
      label: "Heading of the closures that have passed",
      hint: "Under the coming closures: those of this school year (July 1 to June 30) that are over.",
    }),
    kinds: z
      .strictObject({
        closed: text().meta({ label: "Closed all day" }),
        opensLate: sentence(
          { time: "the time the site opens" },
          { label: "Opens late", hint: "Like: Opens late, at {time}" },
        ),
        closesEarly: sentence(
          { time: "the time the site closes" },
          { label: "Closes early", hint: "Like: Closes early, at {time}" },
        ),
      })
      .meta({
        label: "What happens, as each closure says it",
        hint: "Followed on the pages by the closure's reason.",
      }),
    allSites: text().meta({ label: "Words for every site and the main office" }),
    onlyPrograms: sentence(
      { programs: "the programs it affects, as a sentence names them" },
      {
        label: "A closure of some programs only",
        hint: "Like: {programs} only. The calendars also put it in parentheses, starting in lower case.",
      },
    ),
    exceptPrograms: sentence(
      { programs: "the programs that still run, as a sentence names them" },
      {
        label: "A closure of a whole site, except some programs",
        hint: "Like: Except {programs}, open as usual. The calendars also put it in parentheses, starting in lower case.",
      },
    ),
    through: sentence(
      { day: "the closure's last day" },
      {
        label: "The last day of a closure of several days",
        hint: "Like: Through {day}. Say plainly that the sites are closed that day too (Spanish: Hasta el {day}, inclusive).",
      },
    ),
    onEvents: z
      .strictObject({
        short: text().meta({
          label: "Beside an event on a closed day",
          hint: "A few words shown with the event in the calendar's list, and said after its name on the grid: Closure that day.",
        }),
        note: sentence(
          {
            sites: "the sites closed",
            what: "what happens, like closed or closes early, at 3:00 PM",
            reason: "the closure's reason",
            phone: "the main office's phone, as a link",
          },
          {
            label: "An event from the events calendar on a day its site is closed",
            hint: "Shown with the event, in the calendar's list and in its details, so families check before they go.",
            widget: "text",
          },
        ),
      })
      .meta({ label: "Events on closed days", collapsed: true }),
    sitePages: z
      .strictObject({
        heading: text().meta({ label: "Heading" }),
        soon: text().meta({ label: "Heading of the closures in the next two weeks" }),
        none: text().meta({ label: "When the site has no closure in the next two weeks" }),
        later: text().meta({ label: "Heading of the rest of the school year's closures" }),
        noneLater: text().meta({
          label: "When the site has no other closure this school year",
        }),
        allClosures: text().meta({ label: "Link to the Closures page" }),
      })
      .meta({
        label: "On each site's page",
        hint: "Its closures in the next two weeks first, then the rest of this school year's (July to June), above the programs.",
      }),
    subscribe: z
      .strictObject({
        help: text().meta({
          label: "Help under Subscribe",
          hint: "What subscribing does for a family.",
          widget: "text",
        }),
        allTitle: filledText(organisationFacts).meta({
          label: "Name of the calendar of every site",
          hint: "As calendar apps list it. Write {name} for the organization's short name.",
        }),
        siteTitle: sentence(
          { site: "the site's name, like Maidu/Excelsior STAR" },
          { label: "Name of a site's calendar" },
        ),
      })
      .meta({ label: "Calendars to subscribe to" }),
    news: z
      .strictObject({
        title: filledText(organisationFacts).meta({
          label: "Name of the news feed",
          hint: "The feed of notices and closures that news readers follow. Write {name} for the organization's short name.",
        }),
        description: text().meta({ label: "One line about the news feed", widget: "text" }),
      })
      .meta({ label: "News feed (notices and closures)" }),
  }),
);
