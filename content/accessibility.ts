import { z } from "zod";
import { parseContent } from "./schema";

const itemSchema = z.object({ title: z.string().min(1), text: z.string().min(1) });

/**
 * The accessibility statement (/accessibility). "What we check" describes the checks that
 * `npm test` runs on every page; keep it true when they change.
 */
export const accessibilityStatement = parseContent(
  "accessibilityStatement",
  z.object({
    lead: z.string().min(1),
    standard: z.array(z.string().min(1)).min(1),
    checks: z.array(itemSchema).min(1),
    limitations: z.array(itemSchema).min(1),
    reportIntro: z.string().min(1),
    reportInclude: z.array(z.string().min(1)).min(1),
  }),
  {
    lead: "Every family should be able to find a site, read about our programs and reach us, whatever device or assistive technology they use.",
    standard: [
      "This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA, the current version of the international standard for accessible websites.",
      "It is built to work with a keyboard alone and with screen readers, and to fit small phone screens and enlarged text without sideways scrolling. If you ask your device to reduce motion, the site turns its animations off.",
    ],
    checks: [
      {
        title: "Automated checks on every page",
        text: "Each time the site is built, every page is loaded in a real browser at phone and desktop sizes and checked with axe-core against the WCAG 2.0, 2.1 and 2.2 A and AA rules, with menus, drawers, dialogs, tabs and accordions both closed and open.",
      },
      {
        title: "Keyboard walk-throughs",
        text: "Tests press Tab through whole pages and check that every link and button shows a clear focus outline, that the header never hides the item in focus, and that the skip link jumps straight to the main content.",
      },
      {
        title: "Sizes, contrast and motion",
        text: "Tests check that every button and link is at least 24 by 24 pixels (the main ones are 44 pixels tall), that text meets the AA contrast ratios, and that animations stop when your device asks for reduced motion.",
      },
      {
        title: "Valid code and working links",
        text: "Every page is checked with the W3C's Nu HTML Checker, and every link and in-page anchor between our pages is followed to make sure it arrives somewhere.",
      },
    ],
    limitations: [
      {
        title: "The map on the Locations page",
        text: "The map comes from Google Maps, and we cannot fix everything inside it. Every site on the map is also in the list beside it, with its address, phone number and a link for directions.",
      },
      {
        title: "Help-desk forms on the Contact page",
        text: "The technical support and general inquiry forms are run by our help-desk provider and open inside a frame. If a form gives you trouble, e-mail or call us instead.",
      },
      {
        title: "PDF documents",
        text: "Pricing sheets and the Nova class catalog are PDF files and may not work well with every screen reader. We are happy to read them to you or send the details in an e-mail.",
      },
      {
        title: "Calendar entries and camp descriptions",
        text: "Events and camp descriptions come from our staff's calendar and spreadsheet. We write them with plain headings and text, but something may slip through; tell us if it does.",
      },
      {
        title: "Sites run by our partners",
        text: "Registration, family accounts, payments and donations happen on our providers' websites. They have their own accessibility statements; we will help you by phone if one of them stops you.",
      },
    ],
    reportIntro:
      "If something on this site is hard or impossible for you to use, please tell us. We will help you get the information or finish the task another way, and we will fix the page.",
    reportInclude: [
      "the address of the page, or what you were looking for",
      "what went wrong, and what you expected to happen",
      "the device, browser and any assistive technology you use, if you know them",
    ],
  },
);
