import type { Page } from "@playwright/test";
import { aboutPage } from "../../content/about";
import { accessibilityStatement } from "../../content/accessibility";
import { billingGuidance } from "../../content/billing-guidance";
import { board } from "../../content/board";
import { contactPage } from "../../content/contact-page";
import { districts } from "../../content/districts";
import { donations } from "../../content/donations";
import { employment } from "../../content/employment";
import { familyResourceTopics as topicContent } from "../../content/family-help";
import { familyResourcesPage } from "../../content/family-resources";
import { helpDesk as helpDeskContent } from "../../content/help-desk";
import { home, registrationPromos } from "../../content/home";
import { registrationWords } from "../../content/seasons";
import { registrationViews } from "../../app/features/registration/registration.server";
import { externalLinks } from "../../content/links";
import { fill, localize } from "../../content/localize";
import { mainOfficePage } from "../../content/main-office-page";
import { organisation as organisationContent } from "../../content/organisation";
import { organisationFacts } from "../../content/organisation-facts";
import { programById } from "../../content/programs";
import { telHref } from "../../content/site-format";
import { mainOffice, sites } from "../../content/sites";
import type { Inline, TextBlock } from "../../content/text-blocks";
import { formatUsd } from "../../i18n/money";
import { pacificDay } from "../../i18n/days";
import { localeOf } from "../../i18n/locale";
import { test, expect } from "./one-tab";

// The English words of the content, which the English pages show.
const familyResourceTopics = localize(topicContent, "en");
const helpDesk = { ...helpDeskContent, forms: localize(helpDeskContent.forms, "en") };
const organisation = localize(organisationContent, "en");

/** The text of the link to `href` in some lines of content, each a list of its parts. */
function linkText(lines: Inline[][], href: string): string {
  const links = lines.flat().filter((part) => typeof part === "object" && "href" in part);
  return links.find((link) => link.href === href)!.text;
}

/** The lines of some help text. */
const linesOf = (blocks: TextBlock[]) =>
  blocks.flatMap((block) => (block.kind === "paragraph" ? [block.content] : block.items));

/** The gifts the How You Can Help page offers, with their amounts as the page writes them. */
const gifts = donations.gifts.map((gift) => ({
  amount: formatUsd(gift.amount, { cents: false }),
  href: gift.href,
}));

/** The programs the Contact page's billing guidance covers, by name, in its order. */
const billingProgramNames = (locale: "en" | "es") =>
  billingGuidance.map((entry) => programById(entry.program).name[locale]);

const wide = { width: 1280, height: 800 };
const narrow = { width: 390, height: 844 };
const viewports = [narrow, wide];

// A stand-in for the help desk, so focus can travel through a real form inside the iframe.
const helpDeskStub = `<!doctype html><html lang="en"><head><title>Help desk form</title></head>
<body><main><form><label>Name <input name="name"></label>
<label>Email <input name="email" type="email"></label><button type="button">Send</button>
</form></main></body></html>`;

test.describe("contact forms", () => {
  for (const viewport of viewports) {
    for (const form of helpDesk.forms) {
      test(`${form.buttonLabel} opens its form in a modal at ${viewport.width}px`, async ({
        page,
      }) => {
        const requested: string[] = [];
        await page.route(`${helpDesk.host}/**`, (route) => {
          requested.push(route.request().url());
          return route.fulfill({ contentType: "text/html", body: helpDeskStub });
        });
        await page.setViewportSize(viewport);
        await page.goto("/contact", { waitUntil: "networkidle" });
        expect(requested, "the help desk is only contacted once a form is opened").toEqual([]);
        const button = page.getByRole("button", { name: form.buttonLabel, exact: true });
        await button.click();
        const dialog = page.getByRole("dialog", { name: form.title });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(form.help);

        const frame = dialog.locator("iframe");
        await expect(frame).toHaveAttribute("title", form.iframeTitle);
        const src = new URL((await frame.getAttribute("src"))!);
        expect(src.origin).toBe(helpDesk.host);
        expect(src.pathname).toBe("/widgets/feedback_widget/new");
        expect(src.search.startsWith("?&widgetType=embedded&formTitle=")).toBe(true);
        expect(Object.fromEntries(src.searchParams)).toEqual({
          widgetType: "embedded",
          ...form.params,
        });
        await expect(frame.contentFrame().getByLabel("Email")).toBeVisible();
        expect(requested).toEqual([src.href]);

        const box = (await frame.boundingBox())!;
        expect(box.height).toBe(600);
        const innerWidth = await frame.evaluate((el) => {
          const style = getComputedStyle(el.parentElement!);
          return (
            el.parentElement!.clientWidth -
            parseFloat(style.paddingLeft) -
            parseFloat(style.paddingRight)
          );
        });
        expect(box.width).toBeCloseTo(innerWidth, 0);

        // Through the form's fields and back to the Close button: focus never reaches the page
        // behind the dialog. The form is another site's page in its own process, so each step
        // waits until focus has arrived there. (A native modal lets focus pass through the
        // browser's own controls on the way round, which a page sees as focus on <body>.)
        const embedded = frame.contentFrame();
        const close = dialog.getByRole("button", { name: "Close" });
        const fields = [
          embedded.getByLabel("Name"),
          embedded.getByLabel("Email"),
          embedded.getByRole("button", { name: "Send" }),
        ];
        for (const field of fields) {
          await page.keyboard.press("Tab");
          await expect(field).toBeFocused();
        }
        for (const field of [...fields.slice(0, 2).reverse(), close]) {
          await page.keyboard.press("Shift+Tab");
          await expect(field).toBeFocused();
        }
        await page.keyboard.press("Shift+Tab");
        await expect
          .poll(() =>
            page.evaluate(() => {
              const active = document.activeElement;
              return !active || active === document.body || Boolean(active.closest("dialog"));
            }),
          )
          .toBe(true);

        // Keys typed inside the embedded form go to the help desk's page, so Escape is
        // pressed with focus in the dialog itself.
        await dialog.getByRole("button", { name: "Close" }).focus();
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(button).toBeFocused();

        await button.click();
        await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(button).toBeFocused();
      });
    }
  }

  test("each form can also be opened on its own page, for a browser without invoker commands", async ({
    page,
  }) => {
    await page.goto("/contact");
    const links = page.getByRole("link", { name: /Open the form on its own page/ });
    await expect(links).toHaveCount(helpDesk.forms.length);
    for (const link of await links.all()) {
      expect(new URL((await link.getAttribute("href"))!).origin).toBe(helpDesk.host);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("a help desk that cannot be reached leaves an empty frame and no console error", async ({
    page,
    consoleErrors,
  }) => {
    const failed: string[] = [];
    page.on("requestfailed", (request) => failed.push(request.url()));
    await page.goto("/contact");
    await page.getByRole("button", { name: helpDesk.forms[0]!.buttonLabel }).click();
    await expect.poll(() => failed.some((url) => url.startsWith(helpDesk.host))).toBe(true);
    await expect(page.getByRole("dialog").locator("iframe")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("the live chat hours, the administrator and every site's phone and email are listed", async ({
    page,
  }) => {
    await page.goto("/contact");
    const { hours, days, scope } = helpDeskContent.liveChat;
    await expect(
      page.getByText(`${hours.en}, ${days.en}, ${scope.en}`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: organisation.adminEmail })).toHaveAttribute(
      "href",
      `mailto:${organisation.adminEmail}`,
    );
    const siteList = page.getByRole("region", { name: contactPage.sites.heading.en });
    await expect(siteList.getByRole("heading", { level: 3 })).toHaveCount(sites.length);
    for (const site of sites) {
      await expect(siteList.getByRole("link", { name: site.phone })).toHaveAttribute(
        "href",
        `tel:+1${site.phone.replace(/\D/g, "")}`,
      );
      await expect(siteList.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
    }
    const billing = page.getByRole("region", { name: contactPage.billing.heading.en });
    await expect(billing.getByRole("heading", { level: 3 })).toHaveText(billingProgramNames("en"));
  });
});

test.describe("Family Resources anchors", () => {
  test("the Home page's help strip lands on #autopay with its heading focused", async ({
    page,
  }) => {
    const [topic] = home.helpLinks;
    await page.goto("/");
    await page
      .getByRole("region", { name: home.helpHeading.en })
      .getByRole("link", { name: topic!.title.en })
      .click();
    await expect(page).toHaveURL(new RegExp(`/about/parent-resources#${topic!.id}$`));
    const heading = page.locator(`#${topic!.id}`);
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(heading).toHaveText(topic!.title.en);
  });

  test("arriving at each topic's #anchor focuses its heading below the sticky header", async ({
    page,
  }) => {
    for (const topic of familyResourceTopics) {
      await page.goto(`/about/parent-resources#${topic.id}`);
      const heading = page.getByRole("heading", { level: 2, name: topic.title });
      await expect(heading).toHaveAttribute("id", topic.id);
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      const headerBottom = await page
        .getByRole("banner")
        .first()
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
      expect(top, topic.id).toBeGreaterThanOrEqual(headerBottom);
    }
  });

  test("the table of contents links to every topic and moves focus there", async ({ page }) => {
    await page.goto("/about/parent-resources");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link")).toHaveText(familyResourceTopics.map((t) => t.title));
    const last = familyResourceTopics.at(-1)!;
    await toc.getByRole("link", { name: last.title }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(page.locator(`#${last.id}`)).toBeFocused();
  });

  test("links to Contact and Locations", async ({ page }) => {
    await page.goto("/about/parent-resources");
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(main.locator('a[href="/locations"]').first()).toBeVisible();
  });
});

test.describe("organisation pages", () => {
  test("How You Can Help offers its gifts and the main office address for checks", async ({
    page,
  }) => {
    await page.goto("/about/donations");
    for (const { amount, href } of gifts) {
      const link = page.getByRole("link", {
        name: `${fill(donations.online.gift.en, { amount })} (opens in a new tab)`,
      });
      await expect(link).toContainText(amount);
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(page.locator("address")).toContainText(mainOffice.address);
    await expect(page.locator("address")).toContainText(`${mainOffice.city}, CA ${mainOffice.zip}`);
  });

  test("Employment links the job board and offers email and phone", async ({ page }) => {
    await page.goto("/about/employment");
    await expect(
      page.getByRole("link", { name: employment.apply.jobBoard.button.en, exact: false }),
    ).toHaveAttribute("href", externalLinks.jobBoard);
    await expect(page.getByRole("link", { name: employment.careersEmail })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${employment.careersEmail}`),
    );
    await expect(page.getByRole("link", { name: mainOffice.phone })).toBeVisible();
  });

  test("About is titled as its file says and holds the mission and the board", async ({ page }) => {
    await page.goto("/about/about-star");
    const { title } = aboutPage.page;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.en);
    await expect(page).toHaveTitle(new RegExp(`^${title.en} \\| `));
    await expect(
      page
        .getByRole("region", { name: aboutPage.missionHeading.en })
        .getByText(organisation.mission),
    ).toBeVisible();
    const members = page
      .getByRole("region", { name: aboutPage.boardHeading.en })
      .getByRole("listitem");
    await expect(members).toHaveCount(board.members.length);
    for (const [index, member] of localize(board.members, "en").entries()) {
      await expect(members.nth(index)).toContainText(member.name);
      await expect(members.nth(index)).toContainText(member.role);
    }
  });
});

// The Spanish pages: their own headings and titles, the same facts, links that stay in Spanish
// and English-only destinations that say so.
const spanishTopics = localize(topicContent, "es");
const spanishForms = localize(helpDeskContent.forms, "es");
/** A page's title as its tab shows it: its name, then the organisation's. */
const fullTitle = (name: string) => `${name} | ${organisationFacts.es.fullName}`;
const spanishPages = [
  { path: "/es", h1: home.heading.es, title: home.page.title.es },
  {
    path: "/es/about/about-star",
    h1: aboutPage.page.title.es,
    title: fullTitle(aboutPage.page.title.es),
  },
  {
    path: "/es/about/employment",
    h1: employment.page.title.es,
    title: fullTitle(employment.page.title.es),
  },
  {
    path: "/es/about/parent-resources",
    h1: familyResourcesPage.page.title.es,
    title: fullTitle(familyResourcesPage.page.title.es),
  },
  {
    path: "/es/about/donations",
    h1: donations.page.title.es,
    title: fullTitle(donations.page.title.es),
  },
  {
    path: "/es/contact",
    h1: contactPage.page.title.es,
    title: fullTitle(contactPage.page.title.es),
  },
  {
    path: "/es/locations/main-office",
    h1: mainOffice.title.es,
    title: fullTitle(mainOffice.title.es),
  },
  {
    path: "/es/accessibility",
    h1: accessibilityStatement.page.title.es,
    title: fullTitle(accessibilityStatement.page.title.es),
  },
];

/** Links of the main content to pages of this site that would leave the Spanish pages. */
const englishPageLinks = (page: Page) =>
  page
    .getByRole("main")
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))
    .then((hrefs) => hrefs.filter((href) => localeOf(href) !== "es"));

test.describe("in Spanish", () => {
  test("each organisation page has its Spanish heading and title, and links only to Spanish pages", async ({
    page,
  }) => {
    for (const { path, h1, title } of spanishPages) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(h1);
      await expect(page).toHaveTitle(title);
      expect(await englishPageLinks(page), path).toEqual([]);
    }
  });

  test("every Spanish page fits a 320 px screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const { path } of spanishPages) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
  });

  test("the home page tells of registration and sends the help strip to the Spanish topics", async ({
    page,
  }) => {
    await page.goto("/es");
    // Where each program's registration stands today (each state, with the clock on each side
    // of its days: app/features/registration/registration-pages.test.tsx).
    await expect(
      page.getByRole("heading", { level: 2, name: registrationWords.heading.es, exact: true }),
    ).toBeVisible();
    for (const promo of registrationPromos) {
      const [today] = registrationViews(promo.program, "es", pacificDay());
      await expect(
        page.getByRole("heading", { level: 3, name: today!.heading, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole("link", { name: home.buttons.findSite.es })).toHaveAttribute(
      "href",
      "/es/locations",
    );
    await expect(
      page.getByRole("link", {
        name: `Más información sobre ${programById("summer").inSentence.es}`,
      }),
    ).toHaveAttribute("href", "/es/programs/summer-camp");
    const [topic] = home.helpLinks;
    await page
      .getByRole("region", { name: home.helpHeading.es })
      .getByRole("link", { name: topic!.title.es })
      .click();
    await expect(page).toHaveURL(new RegExp(`/es/about/parent-resources#${topic!.id}$`));
    const heading = page.locator(`#${topic!.id}`);
    await expect(heading).toBeFocused();
    await expect(heading).toHaveText(topic!.title.es);
  });

  test("Family Resources lists the Spanish topics, and each anchor focuses its heading", async ({
    page,
  }) => {
    const taxinfo = spanishTopics.find((topic) => topic.id === "taxinfo")!;
    await page.goto("/es/about/parent-resources#taxinfo");
    await expect(page.locator("#taxinfo")).toBeFocused();
    await expect(page.locator("#taxinfo")).toHaveText(taxinfo.title);
    // The topic names the provider's address from the main office's file.
    await expect(
      page.getByRole("region", { name: taxinfo.title }).getByText(mainOffice.address, {
        exact: false,
      }),
    ).toBeVisible();

    const toc = page.getByRole("navigation", { name: "En esta página" });
    await expect(toc.getByRole("link")).toHaveText(spanishTopics.map((topic) => topic.title));
    for (const topic of spanishTopics) {
      await toc.getByRole("link", { name: topic.title }).click();
      await expect(page).toHaveURL(new RegExp(`/es/about/parent-resources#${topic.id}$`));
      const heading = page.getByRole("heading", { level: 2, name: topic.title });
      await expect(heading).toHaveAttribute("id", topic.id);
      await expect(heading).toBeFocused();
    }

    const autopay = spanishTopics.find((topic) => topic.id === "autopay")!;
    const signIn = page
      .getByRole("region", { name: autopay.title })
      .locator(`a[href="${externalLinks.signIn}"]`)
      .first();
    await expect(signIn).toContainText("(en inglés)");
    await expect(signIn).toHaveAttribute("hreflang", "en");
    const { moreHelp } = familyResourcesPage;
    await expect(
      page.getByRole("region", { name: moreHelp.heading.es }).getByRole("link", {
        name: linkText([moreHelp.text.es], "/contact"),
      }),
    ).toHaveAttribute("href", "/es/contact");
  });

  test("a help-desk form opens in Spanish, saying that the form is in English", async ({
    page,
  }) => {
    await page.route(`${helpDesk.host}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: helpDeskStub }),
    );
    await page.goto("/es/contact");
    for (const [index, form] of spanishForms.entries()) {
      const button = page.getByRole("button", {
        name: `${form.buttonLabel} (en inglés)`,
        exact: true,
      });
      await button.click();
      const dialog = page.getByRole("dialog", { name: form.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(form.help);
      await expect(dialog).toContainText("El formulario está en inglés.");
      const frame = dialog.locator("iframe");
      await expect(frame).toHaveAttribute("title", form.iframeTitle);
      // The help desk's own words stay in English: it has no Spanish form.
      const src = new URL((await frame.getAttribute("src"))!);
      expect(src.searchParams.get("formTitle")).toBe(helpDesk.forms[index]!.params.formTitle);
      await dialog.getByRole("button", { name: "Cerrar" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(button).toBeFocused();
    }
    const ownPages = page.getByRole("link", {
      name: /^Abrir el formulario en su propia página \(en inglés\)/,
    });
    await expect(ownPages).toHaveCount(spanishForms.length);
  });

  test("Contact lists the live chat, the billing guidance and every site in Spanish", async ({
    page,
  }) => {
    await page.goto("/es/contact");
    const { hours, days, scope } = helpDeskContent.liveChat;
    await expect(
      page.getByText(
        fill(contactPage.forms.liveChat.es, { hours: hours.es, days: days.es, scope: scope.es }),
      ),
    ).toBeVisible();
    const billing = page.getByRole("region", { name: contactPage.billing.heading.es });
    await expect(billing.getByRole("heading", { level: 3 })).toHaveText(billingProgramNames("es"));
    const familyResources = "/about/parent-resources#billing";
    await expect(
      billing.getByRole("link", {
        name: linkText([contactPage.billing.intro.es], familyResources),
      }),
    ).toHaveAttribute("href", `/es${familyResources}`);
    const dashboard = linkText(
      linesOf(billingGuidance.flatMap((entry) => entry.text.es)),
      externalLinks.accountDashboard,
    );
    await expect(
      billing.getByRole("link", { name: `${dashboard} (en inglés)`, exact: false }),
    ).toHaveAttribute("href", externalLinks.accountDashboard);
    const siteList = page.getByRole("region", { name: contactPage.sites.heading.es });
    await expect(siteList.getByRole("heading", { level: 3 })).toHaveCount(sites.length);
    await expect(siteList.getByRole("link", { name: mainOffice.title.es })).toHaveAttribute(
      "href",
      "/es/locations/main-office",
    );
    for (const site of sites) {
      await expect(siteList.getByRole("link", { name: site.phone })).toHaveAttribute(
        "href",
        `tel:+1${site.phone.replace(/\D/g, "")}`,
      );
      await expect(siteList.getByRole("link", { name: site.email })).toBeVisible();
    }
  });

  test("History tells the story with today's facts and lists the board in Spanish", async ({
    page,
  }) => {
    await page.goto("/es/about/about-star");
    await expect(
      page
        .getByRole("region", { name: aboutPage.missionHeading.es })
        .getByText(organisationContent.mission.es),
    ).toBeVisible();
    const story = page.getByRole("region", { name: aboutPage.storyHeading.es });
    for (const paragraph of aboutPage.story) {
      await expect(story.getByText(paragraph.es)).toBeVisible();
    }
    await expect(story).toContainText(`${sites.length - 1} `);
    const members = page
      .getByRole("region", { name: aboutPage.boardHeading.es })
      .getByRole("listitem");
    await expect(members).toHaveCount(board.members.length);
    for (const [index, member] of localize(board.members, "es").entries()) {
      await expect(members.nth(index)).toContainText(member.name);
      await expect(members.nth(index)).toContainText(member.role);
      await expect(members.nth(index)).toContainText(member.bio);
    }
  });

  test("Employment, How You Can Help and the main office mark the English-only pages", async ({
    page,
  }) => {
    await page.goto("/es/about/employment");
    const { jobBoard, email, call } = employment.apply;
    await expect(
      page.getByRole("link", { name: `${jobBoard.button.es} (en inglés)`, exact: false }),
    ).toHaveAttribute("href", externalLinks.jobBoard);
    await expect(page.getByRole("link", { name: employment.careersEmail })).toHaveAttribute(
      "href",
      `mailto:${employment.careersEmail}?subject=${encodeURIComponent(email.subject.es)}`,
    );
    await expect(
      page.getByRole("paragraph").filter({ hasText: call.text.es.split("{")[0]! }),
    ).toContainText(mainOffice.phone);

    await page.goto("/es/about/donations");
    for (const { amount, href } of gifts) {
      await expect(
        page.getByRole("link", {
          name: `${fill(donations.online.gift.es, { amount })} (en inglés) (se abre en una pestaña nueva)`,
        }),
      ).toHaveAttribute("href", href);
    }
    await expect(
      page.getByText(fill(donations.check.payableTo.es, { fullName: organisation.fullName })),
    ).toBeVisible();

    await page.goto("/es/locations/main-office");
    const { districts: words } = mainOfficePage;
    const region = page.getByRole("region", { name: words.heading.es });
    for (const district of districts) {
      await expect(
        region.getByRole("link", {
          name: `${fill(words.website.es, { district: district.shortName })} (en inglés)`,
          exact: false,
        }),
      ).toHaveAttribute("href", district.href);
      if (district.phone) {
        await expect(region.getByRole("link", { name: district.phone })).toHaveAttribute(
          "href",
          telHref(district.phone),
        );
      }
    }
  });
});
