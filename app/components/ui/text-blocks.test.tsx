import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { link, list, paragraph, steps } from "~content/text-blocks";
import { TextBlocks } from "./text-blocks";

function renderBlocks(blocks: Parameters<typeof TextBlocks>[0]["blocks"]) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <TextBlocks blocks={blocks} /> }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("TextBlocks", () => {
  it("renders paragraphs, numbered steps and bullet lists", () => {
    renderBlocks([paragraph("Hello families."), steps("First", "Second"), list("A", "B", "C")]);
    expect(screen.getByText("Hello families.").tagName).toBe("P");
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
    ["an email address", "mailto:a@example.org", "mailto:a@example.org", null],
  ])("links to %s", (_kind, href, expected, target) => {
    renderBlocks([paragraph("See ", link("this", href), ".")]);
    const anchor = screen.getByRole("link", { name: /this/ });
    expect(anchor).toHaveAttribute("href", expected);
    if (target) expect(anchor).toHaveAttribute("target", target);
    else expect(anchor).not.toHaveAttribute("target");
  });
});
