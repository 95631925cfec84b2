import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { localize } from "~content/localize";
import { novaCategories } from "~content/nova-classes";
import { LocaleProvider } from "~/lib/locale-context";
import { NovaClassBrowser } from "./nova-class-browser";

const english = localize(novaCategories, "en");
const [first, second] = english;

/** The first category with a highlighted note, in a language, and its first such class. */
function noted(categories: typeof english) {
  const category = categories.find((c) => c.classes.some((novaClass) => novaClass.highlight));
  if (!category) throw new Error("no Nova class has a highlighted note");
  return { category, novaClass: category.classes.find((c) => c.highlight)! };
}

// What the notes are called on a Spanish page (messages/nova, not content).
const spanishNoteLabels = {
  allergen: "Alérgeno",
  software: "Programas y aplicaciones",
  clothing: "Qué ropa llevar",
  supplies: "Materiales",
};

// jsdom applies no media queries, so both the tabs and the accordion are present here.
async function setup() {
  const user = userEvent.setup();
  render(<NovaClassBrowser categories={english} />);
  const tabs = await screen.findByRole("tablist", { name: "Nova class categories" });
  const accordionTrigger = (title: string) =>
    screen.getAllByRole("button", { name: title }).find((b) => b.hasAttribute("aria-expanded"))!;
  return { user, tabs, accordionTrigger };
}

describe("NovaClassBrowser", () => {
  it("opens the first category by default in both the tabs and the accordion", async () => {
    const { tabs, accordionTrigger } = await setup();
    expect(within(tabs).getByRole("tab", { name: first!.title })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(accordionTrigger(first!.title)).toHaveAttribute("aria-expanded", "true");
    expect(accordionTrigger(second!.title)).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps one panel open at a time, shared by the tabs and the accordion", async () => {
    const { user, tabs, accordionTrigger } = await setup();
    await user.click(accordionTrigger(second!.title));
    expect(accordionTrigger(second!.title)).toHaveAttribute("aria-expanded", "true");
    expect(accordionTrigger(first!.title)).toHaveAttribute("aria-expanded", "false");
    expect(within(tabs).getByRole("tab", { name: second!.title })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("falls back to the first tab when the accordion is collapsed", async () => {
    const { user, tabs, accordionTrigger } = await setup();
    await user.click(accordionTrigger(first!.title));
    expect(accordionTrigger(first!.title)).toHaveAttribute("aria-expanded", "false");
    expect(within(tabs).getByRole("tab", { name: first!.title })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("shows each class with its title, description and highlight note", async () => {
    const { user, tabs } = await setup();
    const { category, novaClass: withNote } = noted(english);
    await user.click(within(tabs).getByRole("tab", { name: category.title }));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByRole("heading", { level: 4, name: withNote.title })).toBeVisible();
    expect(within(panel).getByText(withNote.description)).toBeVisible();
    expect(within(panel).getByText(withNote.highlight!)).toBeVisible();
  });

  it("prerenders the first category's classes in both the tabs and the accordion", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<NovaClassBrowser categories={english} />);
    document.body.append(container);
    const page = within(container);
    expect(page.getByRole("tablist", { name: "Nova class categories" })).toBeInTheDocument();
    expect(page.getAllByRole("heading", { level: 4, name: first!.classes[0]!.title })).toHaveLength(
      2,
    );
    expect(page.queryByRole("heading", { level: 4, name: second!.classes[0]!.title })).toBeNull();
  });

  it("names the categories and the notes in Spanish on a Spanish page", async () => {
    const spanish = localize(novaCategories, "es");
    const user = userEvent.setup();
    const page = within(
      render(
        <LocaleProvider value="es">
          <NovaClassBrowser categories={spanish} />
        </LocaleProvider>,
      ).container,
    );
    const tabs = await page.findByRole("tablist", { name: "Categorías de clases de Nova" });
    const { category, novaClass } = noted(spanish);
    await user.click(within(tabs).getByRole("tab", { name: category.title }));
    const panel = page.getByRole("tabpanel");
    expect(within(panel).getByText(novaClass.highlight!)).toBeVisible();
    expect(
      within(panel).getAllByText(`${spanishNoteLabels[novaClass.highlightKind!]}:`)[0],
    ).toBeVisible();
  });

  it("names each class on a Spanish page by its Spanish name and, in English, its name on the registration site, its note in the same card", async () => {
    const spanish = localize(novaCategories, "es");
    const user = userEvent.setup();
    const page = within(
      render(
        <LocaleProvider value="es">
          <NovaClassBrowser categories={spanish} />
        </LocaleProvider>,
      ).container,
    );
    const tabs = await page.findByRole("tablist", { name: "Categorías de clases de Nova" });
    const { category, novaClass } = noted(spanish);
    await user.click(within(tabs).getByRole("tab", { name: category.title }));
    const heading = within(page.getByRole("tabpanel")).getByRole("heading", {
      level: 4,
      name: `${novaClass.title} (${novaClass.registeredAs})`,
    });
    expect(within(heading).getByText(`(${novaClass.registeredAs})`)).toHaveAttribute("lang", "en");
    expect(within(heading.closest("li")!).getByText(novaClass.highlight!)).toBeVisible();
  });

  it("names each class once on an English page", async () => {
    const user = userEvent.setup();
    const page = within(render(<NovaClassBrowser categories={english} />).container);
    const tabs = await page.findByRole("tablist", { name: "Nova class categories" });
    const { category, novaClass } = noted(english);
    await user.click(within(tabs).getByRole("tab", { name: category.title }));
    const heading = within(page.getByRole("tabpanel")).getByRole("heading", {
      level: 4,
      name: novaClass.title,
    });
    expect(heading).toHaveTextContent(novaClass.title);
    expect(heading.querySelector("[lang]")).toBeNull();
  });
});
