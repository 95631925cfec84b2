import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DisclosureSection } from "./disclosure-section";

describe("DisclosureSection", () => {
  it("starts closed with its heading and summary showing, and opens from its heading line", async () => {
    const user = userEvent.setup();
    render(
      <DisclosureSection title="Last year's details" summary="Fees and dates">
        <p>Inside</p>
      </DisclosureSection>,
    );
    const heading = screen.getByRole("heading", { level: 2, name: "Last year's details" });
    expect(screen.getByText("Fees and dates")).toBeVisible();
    expect(screen.getByText("Inside")).not.toBeVisible();

    await user.click(heading);
    expect(screen.getByText("Inside")).toBeVisible();

    await user.click(heading);
    expect(screen.getByText("Inside")).not.toBeVisible();
  });

  it("can start open", () => {
    render(
      <DisclosureSection title="Open one" defaultOpen>
        <p>Inside</p>
      </DisclosureSection>,
    );
    expect(screen.getByText("Inside")).toBeVisible();
  });
});
