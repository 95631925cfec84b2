import { monthLabel, monthOf, shiftMonth } from "../../app/features/calendar/month";
import { summerPreviews } from "../../content/summer-previews";
import { localizePath, locales } from "../../i18n/locale";
import { m } from "../../i18n/paraglide/messages";
import { test, expect } from "./fixtures";

// What the build read from Google is on the page without JavaScript, as a phone shows it: the
// calendar's agenda (both months the build read) and each preview's camp cards, dated, in both
// languages; and no control of the calendar that would do nothing without it.
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

/** The month after the build's, which the build read too: "December 2026", "diciembre de 2026". */
const nextMonthLabel = (locale: "en" | "es") =>
  monthLabel(shiftMonth(monthOf(new Date()), 1), locale);

for (const locale of locales) {
  test(`${locale}: without JavaScript, the calendar and every preview show their events and camps`, async ({
    page,
  }) => {
    const updated = (when: string) =>
      locale === "en" ? `Updated ${when}` : `Actualizado el ${when}`;
    await page.goto(localizePath("/calendar", locale));
    const days = page.locator('section[aria-labelledby="calendar-month"] ol > li');
    await expect(days.first()).toBeVisible();
    await expect(days.first().locator("li").first()).not.toBeEmpty();
    await expect(page.getByRole("table")).toBeHidden();
    await expect(page.getByText(updated(""), { exact: false })).toBeVisible();
    await expect(page.getByText(m.calendar_loading({}, { locale }))).toHaveCount(0);

    // Nothing that needs the page's code shows, and every control there works without it.
    const main = page.locator("main");
    for (const name of [m.calendar_previous_month, m.calendar_today, m.calendar_next_month]) {
      await expect(main.getByRole("button", { name: name({}, { locale }) })).toBeHidden();
    }
    await expect(main.getByRole("radio")).toHaveCount(0);
    expect(await main.getByRole("button").filter({ visible: true }).count()).toBe(0);
    await expect(
      main.getByRole("textbox", { name: m.calendar_address({}, { locale }) }),
    ).toHaveValue(/^https:/);
    // Every month the build read is there to read, the next one under its own heading.
    await expect(
      page.getByRole("heading", { level: 2, name: new RegExp(nextMonthLabel(locale), "i") }),
    ).toBeVisible();

    for (const preview of summerPreviews) {
      await page.goto(localizePath(preview.path, locale));
      const cards = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 4 }) });
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().locator("dd").nth(2)).not.toBeEmpty();
      await expect(page.getByText(updated(""), { exact: false })).toBeVisible();
    }
  });
}

for (const locale of locales) {
  test(`${locale}: without JavaScript, a preview shows no control that needs it, and every camp stays readable`, async ({
    page,
  }) => {
    for (const preview of summerPreviews) {
      await page.goto(localizePath(preview.path, locale));
      const camps = page.locator("[data-sheet-tab]");
      await expect(camps.getByRole("heading", { level: 4 }).first()).toBeVisible();
      // Week, search, print and sort would do nothing here: none is shown.
      await expect(camps.getByRole("combobox")).toHaveCount(0);
      await expect(camps.getByRole("searchbox")).toHaveCount(0);
      await expect(camps.getByRole("button")).toHaveCount(0);
    }
    // On a wide screen the table keeps its date column's name, as plain text.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(
      page.getByRole("columnheader", { name: m.camps_column_start({}, { locale }), exact: true }),
    ).toBeVisible();
  });
}
