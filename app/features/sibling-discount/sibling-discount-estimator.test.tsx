import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { galaxyDiscount } from "~content/galaxy";
import { localize } from "~content/localize";
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

type Discount = Omit<typeof ownRule, "rules"> & { rules: readonly string[] };

function setup(
  locale: Locale = "en",
  discount: Discount = { ...ownRule, rules: ownRule.rules[locale] },
) {
  const user = userEvent.setup();
  render(
    <LocaleProvider value={locale}>
      <SiblingDiscountEstimator {...discount} />
    </LocaleProvider>,
  );
  const status = screen.getByRole("status");
  return { user, status };
}

describe("SiblingDiscountEstimator", () => {
  it("starts with two empty children and states the rule beside the form", () => {
    const { status } = setup();
    expect(screen.getByLabelText("Child 1")).toHaveValue("");
    expect(screen.getByLabelText("Child 2")).toHaveValue("");
    expect(screen.queryByLabelText("Child 3")).not.toBeInTheDocument();
    const rule = screen.getByRole("complementary", { name: "How the discount works" });
    for (const line of ownRule.rules.en) expect(rule).toHaveTextContent(line);
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent("Enter each child's monthly total");
  });

  it("takes 10% off the lesser total for two children", async () => {
    const { user, status } = setup();
    await user.type(screen.getByLabelText("Child 1"), "500");
    await user.type(screen.getByLabelText("Child 2"), "300");
    expect(status).toHaveTextContent(
      "Discount: $30.00 a month (10% off the lesser monthly total, $300.00)",
    );
    expect(status).toHaveTextContent("Total after discount: $770.00 a month, instead of $800.00");
    expect(within(status).getByText("$30.00").tagName).toBe("STRONG");
  });

  it("takes 10% off the combined total once a third child is added", async () => {
    const { user, status } = setup();
    await user.type(screen.getByLabelText("Child 1"), "500");
    await user.type(screen.getByLabelText("Child 2"), "300");
    await user.click(screen.getByRole("button", { name: "Add a child" }));
    const third = screen.getByLabelText("Child 3");
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
    expect(screen.getByLabelText("Child 1")).toHaveFocus();
    expect(screen.queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Child 1"), "450");
    expect(status).toHaveTextContent("there is no multi-child discount");
    expect(status).toHaveTextContent("Your monthly total stays $450.00");
  });

  it.each([
    ["abc", "Enter the amount in dollars, for example 450 or 450.50."],
    ["-20", "The monthly total can't be negative."],
  ])("ties the message for %j to its input once the field is left", async (input, message) => {
    const { user } = setup();
    const first = screen.getByLabelText("Child 1");
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
    await user.type(screen.getByLabelText("Child 1"), "300");
    await user.click(screen.getByRole("button", { name: "Show my discount" }));
    const second = screen.getByLabelText("Child 2");
    expect(second).toHaveFocus();
    expect(second).toHaveAccessibleDescription("Enter this child's monthly total.");
    expect(screen.getByLabelText("Child 1")).not.toHaveAttribute("aria-invalid");
    expect(within(status).queryByText(/Discount:/)).not.toBeInTheDocument();
  });
});

describe("SiblingDiscountEstimator in Spanish", () => {
  it("labels, rules, messages and results speak Spanish, with dollars written for es-US", async () => {
    const { user, status } = setup("es");
    const rule = screen.getByRole("complementary", { name: "Cómo funciona el descuento" });
    for (const line of ownRule.rules.es) expect(rule).toHaveTextContent(line);
    expect(status).toHaveTextContent("Escriba el total mensual de cada hijo");
    const first = screen.getByLabelText("Hijo 1");
    await user.type(first, "abc");
    await user.tab();
    expect(first).toHaveAccessibleDescription(
      "Escriba la cantidad en dólares, por ejemplo 450 o 450.50.",
    );
    await user.clear(first);
    await user.type(first, "1200");
    await user.type(screen.getByLabelText("Hijo 2"), "300");
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
    expect(screen.getByLabelText("Hijo 2")).toHaveAccessibleDescription(
      "Escriba el total mensual de este hijo.",
    );
  });
});

describe("SiblingDiscountEstimator reading amounts the Spanish way", () => {
  it("takes a decimal comma and thousands grouped with a period, as a Spanish page's family may type them", async () => {
    const { user, status } = setup("es");
    await user.type(screen.getByLabelText("Hijo 1"), "1.200");
    await user.type(screen.getByLabelText("Hijo 2"), "485,50");
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
      const child = locale === "en" ? "Child" : "Hijo";
      const add = locale === "en" ? "Add a child" : "Agregar un hijo";
      // $100, $200, $300...: as many children as the discount on the whole total needs.
      for (let n = 1; n <= discount.combinedFrom; n++) {
        if (n > 2) await user.click(screen.getByRole("button", { name: add }));
        await user.type(screen.getByLabelText(`${child} ${n}`), String(n * 100));
      }
      const combined = (discount.combinedFrom * (discount.combinedFrom + 1) * 100) / 2;
      const usd = (amount: number) => formatUsd(amount, { locale });
      expect(status).toHaveTextContent(usd((combined * discount.percent) / 100));
      expect(status).toHaveTextContent(`${discount.percent}%`);
      expect(status).toHaveTextContent(usd(combined));
    },
  );
});
