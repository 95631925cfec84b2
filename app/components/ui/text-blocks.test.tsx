import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { markdownToBlocks } from "~content/markdown";
import type { Locale } from "~i18n/locale";
import { LocaleProvider } from "~/lib/locale-context";
import { TextBlocks } from "./text-blocks";

function renderMarkdown(markdown: string, locale: Locale = "en") {
  const blocks = markdownToBlocks(markdown, (name) =>
    name === "signIn" ? "https://signin.example.org/" : undefined,
  );
  return render(
    <LocaleProvider value={locale}>
      <TextBlocks blocks={blocks} />
    </LocaleProvider>,
  );
}

describe("TextBlocks", () => {
  it("renders paragraphs, numbered steps, bullet lists and bold text", () => {
    renderMarkdown("Hello **families**.\n\n1. First\n2. Second\n\n- A\n- B\n- C\n");
    expect(screen.getByText(/Hello/).tagName).toBe("P");
    expect(screen.getByText("families").tagName).toBe("STRONG");
    const [ordered, bullets] = screen.getAllByRole("list");
    expect(ordered!.tagName).toBe("OL");
    expect(ordered!.querySelectorAll("li")).toHaveLength(2);
    expect(bullets!.tagName).toBe("UL");
    expect(bullets!.querySelectorAll("li")).toHaveLength(3);
  });

  it.each([
    ["an internal page", "/contact", "/contact", null],
    ["an anchor on the page", "#autopay", "#autopay", null],
    [
      "an outside host, in a new tab",
      "https://signin.example.org/",
      "https://signin.example.org/",
      "_blank",
    ],
    ["a named host, in a new tab", "link:signIn", "https://signin.example.org/", "_blank"],
    ["an email address", "mailto:a@example.org", "mailto:a@example.org", null],
  ])("links to %s", (_kind, href, expected, target) => {
    renderMarkdown(`See [this](${href}).`);
    const anchor = screen.getByRole("link", { name: /this/ });
    expect(anchor).toHaveAttribute("href", expected);
    if (target) expect(anchor).toHaveAttribute("target", target);
    else expect(anchor).not.toHaveAttribute("target");
  });

  it("on a Spanish page, links pages of the site in Spanish and says an outside page is in English", () => {
    renderMarkdown("Vea [Contacto](/contact) o [inicie sesión](link:signIn).", "es");
    expect(screen.getByRole("link", { name: "Contacto" })).toHaveAttribute("href", "/es/contact");
    const signIn = screen.getByRole("link", { name: /inicie sesión/ });
    expect(signIn).toHaveTextContent("inicie sesión (en inglés)");
    expect(signIn).toHaveAttribute("hreflang", "en");
    expect(signIn).toHaveAccessibleName(/se abre en una pestaña nueva/);
  });
});
