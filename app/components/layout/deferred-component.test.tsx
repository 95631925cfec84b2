import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferredComponent } from "./deferred-component";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("deferredComponent", () => {
  it("renders the component once its code has loaded", async () => {
    const Deferred = deferredComponent(() => Promise.resolve(Greeting));
    await act(async () => {
      render(<Deferred name="Ada" />);
    });
    expect(screen.getByText("Hello Ada")).toBeInTheDocument();
  });

  it("renders at once after a preload, with no empty moment", async () => {
    const Deferred = deferredComponent(() => Promise.resolve(Greeting));
    await Deferred.preload();
    render(<Deferred name="Ada" />);
    expect(screen.getByText("Hello Ada")).toBeInTheDocument();
  });
});
