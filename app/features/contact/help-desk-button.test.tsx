import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { helpDesk } from "~content/help-desk";
import { HelpDeskButton } from "./help-desk-button";
import { helpDeskFormUrl } from "./help-desk-url";

// The dialog's code is held back until a test lets it arrive, as on a slow connection.
const dialogCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock("./help-desk-dialog", async (importOriginal) => {
  await dialogCode.arrived;
  return importOriginal();
});

const form = helpDesk.forms[0]!;
const src = helpDeskFormUrl(helpDesk.host, helpDesk.widgetPath, form);

function setup() {
  const user = userEvent.setup();
  render(<HelpDeskButton form={form} src={src} height={helpDesk.iframeHeight} />);
  return { user, button: screen.getByRole("button", { name: form.buttonLabel }) };
}

describe("HelpDeskButton", () => {
  it("opens the form once the dialog's code arrives when pressed before it has", async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    dialogCode.arrive();
    const dialog = await screen.findByRole("dialog", { name: form.title });
    expect(within(dialog).getByTitle(form.iframeTitle)).toHaveAttribute("src", src);
    expect(button).toHaveAttribute("aria-controls", dialog.id);
  });

  it("closes on Escape and on Close, each time handing focus back to the button", async () => {
    dialogCode.arrive();
    const { user, button } = setup();

    await user.click(button);
    expect(await screen.findByRole("dialog", { name: form.title })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: form.title });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
