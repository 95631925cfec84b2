import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { usePreviewFilters } from "./use-preview-filters";

function renderFilters(initialEntry: string) {
  let search = "";
  const wrapper = ({ children }: { children: ReactNode }) => {
    function Page() {
      search = useLocation().search;
      return children;
    }
    const router = createMemoryRouter([{ path: "/summer-preview-eu", Component: Page }], {
      initialEntries: [initialEntry],
    });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => usePreviewFilters(9), { wrapper });
  return { hook, search: () => search };
}

describe("the week and search of a camp preview", () => {
  it("start from the address", () => {
    const { hook } = renderFilters("/summer-preview-eu?week=3&q=art");
    expect(hook.result.current.week).toBe(3);
    expect(hook.result.current.query).toBe("art");
  });

  it("keep two changes made one right after the other, on the page and in the address", async () => {
    const { hook, search } = renderFilters("/summer-preview-eu?q=Camp+7999&utm_source=mail");
    act(() => {
      hook.result.current.setQuery("");
      hook.result.current.setWeek(9);
    });
    expect(hook.result.current.week).toBe(9);
    expect(hook.result.current.query).toBe("");
    await waitFor(() => expect(search()).toBe("?utm_source=mail&week=9"));
  });

  it("clear both at once", async () => {
    const { hook, search } = renderFilters("/summer-preview-eu?week=2&q=art");
    act(() => hook.result.current.clear());
    expect(hook.result.current.week).toBeNull();
    await waitFor(() => expect(search()).toBe(""));
  });
});
