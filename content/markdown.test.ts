import { describe, expect, it } from "vitest";
import { markdownToBlocks } from "./markdown";

const links = (name: string) => (name === "signIn" ? "https://signin.example.org/" : undefined);

describe("help text written in Markdown", () => {
  it("becomes paragraphs, steps and lists with links and bold", () => {
    expect(
      markdownToBlocks(
        "Sign in at [the portal](link:signIn), then:\n\n1. Open **Billing**\n2. Choose AutoPay\n\n- Cards\n- Bank accounts",
        links,
      ),
    ).toEqual([
      {
        kind: "paragraph",
        content: [
          "Sign in at ",
          { text: "the portal", href: "https://signin.example.org/" },
          ", then:",
        ],
      },
      { kind: "steps", items: [["Open ", { strong: "Billing" }], ["Choose AutoPay"]] },
      { kind: "list", items: [["Cards"], ["Bank accounts"]] },
    ]);
  });

  it("keeps characters as written", () => {
    expect(markdownToBlocks('Fees & "dates" < 5', links)).toEqual([
      { kind: "paragraph", content: ['Fees & "dates" < 5'] },
    ]);
  });

  it.each([
    ["# Heading", "A heading (#) cannot be used here"],
    ["<b>bold</b>", "HTML cannot be used"],
    ["![a](https://x.org/a.png)", "An image cannot be used in a line of text"],
    ["[x](link:nowhere)", 'there is no link named "nowhere" in links.yaml'],
    ["[x](javascript:alert(1))", 'the link "javascript:alert(1)" must be a page of this site'],
    ["[pay](//evil.example/pay)", 'the link "//evil.example/pay" must be a page of this site'],
    ["[pay](/\\evil.example/pay)", 'the link "/\\evil.example/pay" must be a page of this site'],
    ["", "the text is empty"],
  ])("refuses %s with a message for the writer", (source, message) => {
    expect(() => markdownToBlocks(source, links)).toThrow(message);
  });
});
