import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { novaCategories } from "../../content/nova-classes";
import { familyResourceTopics } from "../../content/family-resources";
import { helpDesk } from "../../content/help-desk";
import { externalLinks } from "../../content/links";
import { organisation } from "../../content/organisation";
import { mainOffice, sites } from "../../content/sites";

const wide = { width: 1280, height: 800 };
const narrow = { width: 390, height: 844 };
const viewports = [narrow, wide];
const categoryTitles = novaCategories.map((category) => category.title);

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/** Accordion triggers are the only buttons on the Nova page that carry aria-expanded. */
function accordionTrigger(page: Page, title: string) {
  return page.getByRole("main").getByRole("button", { name: title, exact: true });
}

test.describe("Nova classes on a wide screen", () => {
  test.use({ viewport: wide });

  test("show as tabs, the first selected, with the accordion out of the way", async ({ page }) => {
    await page.goto("/programs/nova");
    const tabs = page.getByRole("tablist", { name: "Nova class categories" });
    await expect(tabs.getByRole("tab")).toHaveText(categoryTitles);
    await expect(tabs.getByRole("tab", { name: categoryTitles[0] })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(accordionTrigger(page, categoryTitles[0]!)).toHaveCount(0);
    const accordionDisplay = await page
      .locator("main [data-orientation='vertical']")
      .first()
      .evaluate((el) => getComputedStyle(el).display);
    expect(accordionDisplay).toBe("none");
  });

  test("switch panels by click and by arrow keys, one panel at a time", async ({ page }) => {
    await page.goto("/programs/nova");
    const tab = (title: string) => page.getByRole("tab", { name: title });
    await tab(categoryTitles[2]!).click();
    await expect(tab(categoryTitles[2]!)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(
      page.getByRole("tabpanel").getByRole("heading", { level: 3, name: categoryTitles[2] }),
    ).toBeVisible();
    await expect(
      page.getByRole("tabpanel").getByText(novaCategories[2]!.classes[0]!.description),
    ).toBeVisible();

    await tab(categoryTitles[0]!).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(categoryTitles[1]!)).toBeFocused();
    await expect(tab(categoryTitles[1]!)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tab(categoryTitles[3]!)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(tab(categoryTitles[3]!)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(tab(categoryTitles[2]!)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
  });
});

test.describe("Nova classes on a phone", () => {
  test.use({ viewport: narrow });

  test("show as an accordion with the first panel open and the tabs out of the way", async ({
    page,
  }) => {
    await page.goto("/programs/nova");
    await expect(page.getByRole("tablist")).toHaveCount(0);
    for (const [index, title] of categoryTitles.entries()) {
      await expect(accordionTrigger(page, title)).toHaveAttribute(
        "aria-expanded",
        index === 0 ? "true" : "false",
      );
    }
    await expect(
      page
        .getByRole("region", { name: categoryTitles[0] })
        .getByText(novaCategories[0]!.classes[0]!.description),
    ).toBeVisible();
  });

  test("keeps one panel open at a time, by tap and by keyboard", async ({ page }) => {
    await page.goto("/programs/nova");
    const [first, second, third] = categoryTitles as [string, string, string];
    await accordionTrigger(page, second).click();
    await expect(accordionTrigger(page, second)).toHaveAttribute("aria-expanded", "true");
    await expect(accordionTrigger(page, first)).toHaveAttribute("aria-expanded", "false");
    await expect(
      page
        .getByRole("region", { name: second })
        .getByText(novaCategories[1]!.classes[0]!.description),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: first })).toHaveCount(0);

    await accordionTrigger(page, first).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(accordionTrigger(page, third)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(accordionTrigger(page, third)).toHaveAttribute("aria-expanded", "true");
    await expect(accordionTrigger(page, second)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(accordionTrigger(page, third)).toHaveAttribute("aria-expanded", "false");
  });
});

test("the prerendered Nova page already holds the banner and the first panel", async ({
  request,
}) => {
  const html = await (await request.get("/programs/nova")).text();
  expect(html).toContain("Nova 25-26 Registration is now open!");
  expect(html).toContain("Online Nova Catalog");
  expect(html).toContain(novaCategories[0]!.classes[0]!.title.replace("'", "&#x27;"));
});

test("the Nova banner and catalog link to the registration site and the PDF", async ({ page }) => {
  await page.goto("/programs/nova");
  await expect(page.getByRole("link", { name: /^Enroll In A Class/ })).toHaveAttribute(
    "href",
    externalLinks.registration,
  );
  const catalog = page.getByRole("region", { name: "Online Nova Catalog" }).getByRole("link");
  await expect(catalog).toHaveAttribute("href", externalLinks.novaCatalog);
  await expect(catalog).toHaveAttribute("target", "_blank");
});

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

        // Through the form's fields to the Close button and round again, both ways: focus
        // never reaches the page behind the dialog. (A native modal lets it pass through the
        // browser's own controls on the way round, which a page sees as focus on <body>.)
        const helpDeskFrame = page.frames().find((f) => f.url().startsWith(helpDesk.host))!;
        const focusTrail: string[] = [];
        for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab"]) {
          await page.keyboard.press(key);
          const where = await page.evaluate(() => {
            const active = document.activeElement;
            if (active === document.body) return "browser";
            if (!active?.closest("dialog")) return `outside: ${active?.tagName}`;
            return active.tagName === "IFRAME" ? "form" : (active.textContent ?? "");
          });
          focusTrail.push(
            where === "form"
              ? await helpDeskFrame.evaluate(() => {
                  const active = document.activeElement;
                  if (!active || active === document.body) return "form";
                  return active.getAttribute("name") ?? active.textContent ?? "";
                })
              : where,
          );
        }
        expect(focusTrail.filter((stop) => stop.startsWith("outside"))).toEqual([]);
        expect(focusTrail.slice(0, 3)).toEqual(["name", "email", "Send"]);
        expect(focusTrail).toContain("Close");

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
    await expect(page.getByText("9 AM-5 PM PST")).toBeVisible();
    await expect(page.getByText(/Monday to Friday, tech support only/)).toBeVisible();
    await expect(page.getByRole("link", { name: organisation.adminEmail })).toHaveAttribute(
      "href",
      `mailto:${organisation.adminEmail}`,
    );
    const siteList = page.getByRole("region", { name: "Call or email a site" });
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
    const billing = page.getByRole("region", { name: "Billing questions" });
    await expect(billing.getByRole("heading", { level: 3 })).toHaveText([
      "Galaxy",
      "Nova",
      "Non-School Day Camps",
      "Summer Camp",
    ]);
  });
});

test.describe("Family Resources anchors", () => {
  test("the Home page's help strip lands on #autopay with its heading focused", async ({
    page,
  }) => {
    await page.goto("/");
    await page
      .getByRole("region", { name: "Help for families" })
      .getByRole("link", { name: "Setting up AutoPay" })
      .click();
    await expect(page).toHaveURL(/\/about\/parent-resources#autopay$/);
    const heading = page.locator("#autopay");
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(heading).toHaveText("Setting up AutoPay");
  });

  for (const topic of familyResourceTopics) {
    test(`arriving at #${topic.id} focuses its heading below the sticky header`, async ({
      page,
    }) => {
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
      expect(top).toBeGreaterThanOrEqual(headerBottom);
    });
  }

  test("the table of contents links to every topic and moves focus there", async ({ page }) => {
    await page.goto("/about/parent-resources");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link")).toHaveText(familyResourceTopics.map((t) => t.title));
    await toc.getByRole("link", { name: "Printing your account ledger" }).click();
    await expect(page).toHaveURL(/#printledger$/);
    await expect(page.locator("#printledger")).toBeFocused();
  });

  test("links to Contact and Locations", async ({ page }) => {
    await page.goto("/about/parent-resources");
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(main.locator('a[href="/locations"]').first()).toBeVisible();
  });
});

test.describe("organisation pages", () => {
  test("How You Can Help offers $1 and $5 gifts and the main office address for checks", async ({
    page,
  }) => {
    await page.goto("/about/donations");
    for (const [amount, href] of [
      ["$1", externalLinks.donateOneDollar],
      ["$5", externalLinks.donateFiveDollars],
    ] as const) {
      const link = page.getByRole("link", { name: `Donate ${amount} (opens in a new tab)` });
      await expect(link).toHaveText(new RegExp(`\\${amount}`));
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(page.locator("address")).toContainText(mainOffice.address);
    await expect(page.locator("address")).toContainText(`${mainOffice.city}, CA ${mainOffice.zip}`);
  });

  test("Employment links the job board and offers email and phone", async ({ page }) => {
    await page.goto("/about/employment");
    await expect(page.getByRole("link", { name: /See open positions/ })).toHaveAttribute(
      "href",
      externalLinks.jobBoard,
    );
    await expect(page.getByRole("link", { name: /@star\.example\.org/ })).toHaveAttribute(
      "href",
      /^mailto:careers@/,
    );
    await expect(page.getByRole("link", { name: mainOffice.phone })).toBeVisible();
  });

  test("About is titled History and holds the mission and the board", async ({ page }) => {
    await page.goto("/about/about-star");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("History");
    await expect(page).toHaveTitle(/^History/);
    await expect(
      page.getByRole("region", { name: "Our mission" }).getByText(organisation.mission),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Board of directors" })).toContainText(
      "Board Chair",
    );
  });
});

for (const viewport of viewports) {
  test.describe(`axe with panels and modals open at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("every Nova panel has no violations", async ({ page }) => {
      await page.goto("/programs/nova");
      for (const title of categoryTitles) {
        if (viewport === wide) await page.getByRole("tab", { name: title }).click();
        else {
          const trigger = accordionTrigger(page, title);
          if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
          await expect(trigger).toHaveAttribute("aria-expanded", "true");
        }
        await expectNoAxeViolations(page);
      }
    });

    for (const form of helpDesk.forms) {
      test(`the ${form.title} modal has no violations`, async ({ page }) => {
        await page.goto("/contact");
        await page.getByRole("button", { name: form.buttonLabel, exact: true }).click();
        await expect(page.getByRole("dialog", { name: form.title })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}
