import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DisclosureSection } from "./disclosure-section";

describe("DisclosureSection", () => {
  it("starts closed and opens and closes from its heading button", async () => {
    const user = userEvent.setup();
    render(
      <DisclosureSection title="Last year's details" summary="Fees and dates">
        <p>Inside</p>
      </DisclosureSection>,
    );
    // Queried afresh each time: the widget's code arrives after the first render and replaces
    // the look-alike button with its own.
    const button = () => screen.getByRole("button", { name: "Last year's details" });
    expect(screen.getByRole("heading", { level: 2 })).toContainElement(button());
    expect(screen.getByText("Fees and dates")).toBeVisible();
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Inside")).not.toBeInTheDocument();

    await user.click(button());
    expect(await screen.findByText("Inside")).toBeVisible();
    expect(button()).toHaveAttribute("aria-expanded", "true");
    expect(button()).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Inside")).not.toBeInTheDocument();
  });
});
