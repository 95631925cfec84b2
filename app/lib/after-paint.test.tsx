import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { componentAfterPaint, fetchWaitingCode } from "./after-paint";

const Fallback = ({ name }: { name: string }) => <p>{name} waits</p>;
const Loaded = ({ name }: { name: string }) => <p>{name} runs</p>;

function later() {
  let settle!: { resolve: (value: typeof Loaded) => void; reject: (error: Error) => void };
  const promise = new Promise<typeof Loaded>((resolve, reject) => (settle = { resolve, reject }));
  return { load: () => promise, ...settle };
}

describe("a component fetched after the first paint", () => {
  it("shows its fallback until its code has come, then itself", async () => {
    const code = later();
    const Later = componentAfterPaint(code.load, Fallback);
    render(<Later name="The popup" />);
    expect(screen.getByText("The popup waits")).toBeInTheDocument();
    const fetched = fetchWaitingCode();
    code.resolve(Loaded);
    await act(() => fetched);
    expect(await screen.findByText("The popup runs")).toBeInTheDocument();
  });

  it("keeps its fallback for good when its file cannot be fetched", async () => {
    const code = later();
    const Later = componentAfterPaint(code.load, Fallback);
    render(<Later name="The tooltip" />);
    code.reject(new Error("Failed to fetch dynamically imported module"));
    await act(() => fetchWaitingCode());
    expect(screen.getByText("The tooltip waits")).toBeInTheDocument();
    expect(screen.queryByText("The tooltip runs")).not.toBeInTheDocument();
  });

  it("hydrates the prerendered page as it is, then turns into itself", async () => {
    // A page hydrates once: this test's page has its own modules, whatever others have run.
    vi.resetModules();
    const fresh = await import("./after-paint");
    const code = later();
    const Later = fresh.componentAfterPaint(code.load, Fallback);
    const page = document.createElement("div");
    page.innerHTML = renderToString(<Later name="The popup" />);
    document.body.append(page);
    // As on a page: the client entry hydrates once the code has come.
    const fetched = fresh.fetchWaitingCode();
    code.resolve(Loaded);
    await fetched;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(page, <Later name="The popup" />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(page).toHaveTextContent("The popup runs");
    page.remove();
  });
});
