import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { galaxyDiscount } from "~content/galaxy";
import { localize } from "~content/localize";
import type { EstimatorGroup } from "~content/price-words";
import { pricesFile, pricesOn } from "~content/prices";
import { LocaleProvider } from "~/lib/locale-context";
import type { Locale } from "~i18n/locale";
import { formatUsd } from "~i18n/money";
import { SiblingDiscountEstimator } from "./sibling-discount-estimator";

// The form's arithmetic and messages are fixed with a rule of the test's own (10% off the lesser
// total from 2 children, off the combined total from 3), whatever content/galaxy.yaml says today;
// "uses the rule of content" renders the rule content holds.
const ownRule = {
  percent: 10,
  lesserFrom: 2,
  combinedFrom: 3,
  rules: {
    en: [
      "2 children, 10% off the lesser monthly total.",
      "3 or more children, 10% off the monthly total.",
    ],
    es: [
      "Con 2 hijos, 10% de descuento sobre el menor de los dos totales mensuales.",
      "Con 3 o más hijos, 10% de descuento sobre el total mensual combinado.",
    ],
  },
};

/** Published fees of the test's own: two districts, one with a schedule the other lacks. */
const schedule = (key: string, part: string, days: string, amount: number) => ({
  key,
  part,
  days,
  amount,
  price: formatUsd(amount, { cents: !Number.isInteger(amount) }),
});
const ownGroups: EstimatorGroup[] = [
  {
    id: "eusd",
    name: "North District",
    sites: [
      { slug: "oak", title: "Oak" },
      { slug: "pine", title: "Pine" },
    ],
    schedules: [
      schedule("5-both", "Before and after school", "5 days", 540),
      schedule("5-after", "After school", "5 days", 485.5),
      schedule("3-after", "After school", "3 days", 320),
    ],
  },
  {
    id: "wpusd",
    name: "South District",
    sites: [{ slug: "elm", title: "Elm" }],
    schedules: [
      schedule("5-both", "Before and after school", "5 days", 500),
      schedule("5-after", "After school", "5 days", 450),
    ],
  },
];

type Discount = Omit<typeof ownRule, "rules"> & { rules: readonly string[] };

function setup(
  locale: Locale = "en",
  discount: Discount = { ...ownRule, rules: ownRule.rules[locale] },
  groups: readonly EstimatorGroup[] = ownGroups,
) {
  const user = userEvent.setup();
  render(
    <LocaleProvider value={locale}>
      <SiblingDiscountEstimator {...discount} groups={groups} />
    </LocaleProvider>,
  );
  const status = screen.getByRole("status");
  return { user, status };
}

/** A child's fields, inside the group its legend names ("Child 2", "Hijo 2"). */
function child(number: number, locale: Locale = "en") {
  const group = screen.getByRole("group", {
    name: `${locale === "en" ? "Child" : "Hijo"} ${number}`,
  });
  return {
    amount: within(group).getByLabelText(locale === "en" ? "Monthly total" : "Total mensual"),
    schedule: within(group).getByLabelText(locale === "en" ? "Schedule" : "Horario"),
  };
}

describe("SiblingDiscountEstimator", () => {
  it("starts with two empty children and states the rule beside the form", () => {
    const { status } = setup();
    expect(child(1).amount).toHaveValue("");
    expect(child(2).amount).toHaveValue("");
    expect(screen.queryByRole("group", { name: "Child 3" })).not.toBeInTheDocument();
    const rule = screen.getByRole("complementary", { name: "How the discount works" });
    for (const line of ownRule.rules.en) expect(rule).toHaveTextContent(line);
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent("Choose each child's schedule, or type each monthly total");
  });

  it("takes 10% off the lesser total for two children", async () => {
    const { user, status } = setup();
    await user.type(child(1).amount, "500");
    await user.type(child(2).amount, "300");
    expect(status).toHaveTextContent(
      "Discount: $30.00 a month (10% off the lesser monthly total, $300.00)",
    );
    expect(status).toHaveTextContent("Total after discount: $770.00 a month, instead of $800.00");
    expect(within(status).getByText("$30.00").tagName).toBe("STRONG");
  });

  it("takes 10% off the combined total once a third child is added", async () => {
    const { user, status } = setup();
    await user.type(child(1).amount, "500");
    await user.type(child(2).amount, "300");
    await user.click(screen.getByRole("button", { name: "Add a child" }));
    const third = child(3).amount;
    expect(third).toHaveFocus();
    await user.type(third, "200");
    expect(status).toHaveTextContent(
      "Discount: $100.00 a month (10% off the combined monthly total, $1,000.00)",
    );
    expect(status).toHaveTextContent("Total after discount: $900.00");
  });

  it("says plainly that one child gets no discount, and keeps at least one row", async () => {
    const { user, status } = setup();
    await user.click(screen.getByRole("button", { name: "Remove child 2" }));
    expect(child(1).amount).toHaveFocus();
    expect(screen.queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
    await user.type(child(1).amount, "450");
    expect(status).toHaveTextContent("there is no multi-child discount");
    expect(status).toHaveTextContent("Your monthly total stays $450.00");
  });

  it.each([
    ["abc", "Enter the amount in dollars, for example 450 or 450.50."],
    ["-20", "The monthly total can't be negative."],
  ])("ties the message for %j to its input once the field is left", async (input, message) => {
    const { user } = setup();
    const first = child(1).amount;
    await user.type(first, input);
    expect(first).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(first).toHaveAccessibleDescription(message);
    await user.clear(first);
    await user.type(first, "120");
    expect(first).not.toHaveAttribute("aria-invalid");
    expect(first).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("on submit flags empty amounts and focuses the first one", async () => {
    const { user, status } = setup();
    await user.type(child(1).amount, "300");
    await user.click(screen.getByRole("button", { name: "Show my discount" }));
    const second = child(2).amount;
    expect(second).toHaveFocus();
    expect(second).toHaveAccessibleDescription("Enter this child's monthly total.");
    expect(child(1).amount).not.toHaveAttribute("aria-invalid");
    expect(within(status).queryByText(/Discount:/)).not.toBeInTheDocument();
  });
});

describe("SiblingDiscountEstimator in Spanish", () => {
  it("labels, rules, messages and results speak Spanish, with dollars written for es-US", async () => {
    const { user, status } = setup("es");
    const rule = screen.getByRole("complementary", { name: "Cómo funciona el descuento" });
    for (const line of ownRule.rules.es) expect(rule).toHaveTextContent(line);
    expect(status).toHaveTextContent("Elija el horario de cada hijo, o escriba cada total mensual");
    const first = child(1, "es").amount;
    await user.type(first, "abc");
    await user.tab();
    expect(first).toHaveAccessibleDescription(
      "Escriba la cantidad en dólares, por ejemplo 450 o 450.50.",
    );
    await user.clear(first);
    await user.type(first, "1200");
    await user.type(child(2, "es").amount, "300");
    expect(status).toHaveTextContent(
      "Descuento: $30.00 al mes (10% del menor de los totales mensuales, $300.00).",
    );
    expect(status).toHaveTextContent(
      "Total con descuento: $1,470.00 al mes, en lugar de $1,500.00.",
    );
    await user.click(screen.getByRole("button", { name: "Quitar hijo 2" }));
    expect(status).toHaveTextContent("Su total mensual sigue siendo $1,200.00.");
    await user.click(screen.getByRole("button", { name: "Agregar un hijo" }));
    await user.click(screen.getByRole("button", { name: "Ver mi descuento" }));
    expect(child(2, "es").amount).toHaveAccessibleDescription(
      "Escriba el total mensual de este hijo.",
    );
  });
});

describe("SiblingDiscountEstimator reading amounts the Spanish way", () => {
  it("takes a decimal comma and thousands grouped with a period, as a Spanish page's family may type them", async () => {
    const { user, status } = setup("es");
    await user.type(child(1, "es").amount, "1.200");
    await user.type(child(2, "es").amount, "485,50");
    expect(status).toHaveTextContent(
      "Descuento: $48.55 al mes (10% del menor de los totales mensuales, $485.50).",
    );
    expect(status).toHaveTextContent(
      "Total con descuento: $1,636.95 al mes, en lugar de $1,685.50.",
    );
  });
});

describe("SiblingDiscountEstimator with the rule of content", () => {
  it.each(["en", "es"] as const)(
    "states content's rule beside the form and takes its percent off the combined total (%s)",
    async (locale) => {
      const discount = localize(galaxyDiscount, locale);
      const { user, status } = setup(locale, discount);
      const rule = screen.getByRole("complementary");
      for (const line of discount.rules) expect(rule).toHaveTextContent(line);
      const add = locale === "en" ? "Add a child" : "Agregar un hijo";
      // $100, $200, $300...: as many children as the discount on the whole total needs.
      for (let n = 1; n <= discount.combinedFrom; n++) {
        if (n > 2) await user.click(screen.getByRole("button", { name: add }));
        await user.type(child(n, locale).amount, String(n * 100));
      }
      const combined = (discount.combinedFrom * (discount.combinedFrom + 1) * 100) / 2;
      const usd = (amount: number) => formatUsd(amount, { locale });
      expect(status).toHaveTextContent(usd((combined * discount.percent) / 100));
      expect(status).toHaveTextContent(`${discount.percent}%`);
      expect(status).toHaveTextContent(usd(combined));
    },
  );
});

describe("SiblingDiscountEstimator with the published fees", () => {
  it("fills each child's total from the schedule chosen at the family's site", async () => {
    const { user, status } = setup();
    expect(child(1).schedule).toBeDisabled();
    expect(child(1).schedule).toHaveAccessibleDescription(
      "Choose the site above to pick a schedule.",
    );
    await user.selectOptions(screen.getByLabelText("Your child's site"), "Pine");
    expect(child(1).schedule).toBeEnabled();
    await user.selectOptions(child(1).schedule, "Before and after school, 5 days: $540");
    await user.selectOptions(child(2).schedule, "After school, 5 days: $485.50");
    expect(child(1).amount).toHaveValue("540");
    expect(child(2).amount).toHaveValue("485.50");
    expect(status).toHaveTextContent(
      "Discount: $48.55 a month (10% off the lesser monthly total, $485.50)",
    );
    expect(status).toHaveTextContent("Total after discount: $976.95 a month, instead of $1,025.50");
  });

  it("takes the other district's fees when the site changes, and keeps an amount it lacks", async () => {
    const { user, status } = setup();
    const site = screen.getByLabelText("Your child's site");
    await user.selectOptions(site, "Oak");
    await user.selectOptions(child(1).schedule, "Before and after school, 5 days: $540");
    await user.selectOptions(child(2).schedule, "After school, 3 days: $320");
    await user.selectOptions(site, "Elm");
    expect(child(1).amount).toHaveValue("500");
    expect(child(1).schedule).toHaveDisplayValue("Before and after school, 5 days: $500");
    // South District has no 3-day schedule: the amount stays, now as if typed.
    expect(child(2).amount).toHaveValue("320");
    expect(child(2).schedule).toHaveDisplayValue("Type the amount");
    expect(status).toHaveTextContent("Total after discount: $788.00 a month, instead of $820.00");
  });

  it("lets a family type over a chosen schedule's fee", async () => {
    const { user, status } = setup();
    await user.selectOptions(screen.getByLabelText("Your child's site"), "Oak");
    await user.selectOptions(child(1).schedule, "Before and after school, 5 days: $540");
    await user.clear(child(1).amount);
    await user.type(child(1).amount, "600");
    expect(child(1).schedule).toHaveDisplayValue("Type the amount");
    await user.type(child(2).amount, "300");
    expect(status).toHaveTextContent("Total after discount: $870.00 a month, instead of $900.00");
  });

  it.each(["en", "es"] as const)(
    "offers content's sites and fees, and counts the discount from them (%s)",
    async (locale) => {
      const groups = pricesOn.estimator(locale);
      const discount = localize(galaxyDiscount, locale);
      const { user, status } = setup(locale, discount, groups);
      const [group] = groups;
      const table = pricesFile.galaxy.find((each) => each.district === group!.id)!;
      const [first, second] = [table.monthly[0]!, table.monthly.at(-1)!];
      await user.selectOptions(
        screen.getByLabelText(locale === "en" ? "Your child's site" : "El sitio de su hijo"),
        group!.sites[0]!.title,
      );
      const optionOf = (days: number, part: "both" | "after") =>
        group!.schedules.find((each) => each.key === `${days}-${part}`)!;
      await user.selectOptions(child(1, locale).schedule, optionOf(first.days, "both").key);
      await user.selectOptions(child(2, locale).schedule, optionOf(second.days, "after").key);
      const usd = (amount: number) => formatUsd(amount, { locale });
      const lesser = Math.min(first.both, second.after);
      const off = Math.round(lesser * discount.percent) / 100;
      expect(status).toHaveTextContent(usd(off));
      expect(status).toHaveTextContent(usd(first.both + second.after - off));
    },
  );
});
