import { QUOTATION_LIST_QUERY } from "@pp/domain";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useListParams } from "./use-list-params";

/** Renders the hook on a page whose address starts as `url`, and reads the address back after each change. */
function renderAt(url: string) {
  let search = "";
  const Probe = () => {
    search = useLocation().search;
    return null;
  };
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter(
      [
        {
          path: "/quotationbasic",
          element: (
            <>
              {children}
              <Probe />
            </>
          ),
        },
      ],
      { initialEntries: [url] },
    );
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListParams(QUOTATION_LIST_QUERY, { product: "basic" }), { wrapper });
  return { hook, search: () => search };
}

describe("useListParams: a list's state lives in the address", () => {
  it("reads page, search and sort from the address, with the schema's defaults for the rest", () => {
    const { hook } = renderAt("/quotationbasic?page=3&q=menon&dir=asc");
    expect(hook.result.current.query).toMatchObject({ page: 3, q: "menon", dir: "asc", product: "basic" });
    expect(hook.result.current.query.pageSize).toBe(hook.result.current.defaults.pageSize);
    expect(hook.result.current.hasFilters).toBe(true);
  });

  it("drops a value the schema refuses (an old bookmark) instead of failing the page", () => {
    const { hook } = renderAt("/quotationbasic?page=-4&pageSize=7&status=Not-A-Status&q=ok");
    expect(hook.result.current.query.page).toBe(1);
    expect(hook.result.current.query.pageSize).toBe(hook.result.current.defaults.pageSize);
    expect(hook.result.current.query.status).toBeUndefined();
    expect(hook.result.current.query.q).toBe("ok");
  });

  it("goes back to page 1 on any change but a page change, and leaves defaults out of the address", () => {
    const { hook, search } = renderAt("/quotationbasic?page=4");
    act(() => hook.result.current.update({ q: "anita" }));
    expect(search()).toBe("?q=anita");
    act(() => hook.result.current.update({ page: 2 }));
    expect(new URLSearchParams(search()).get("page")).toBe("2");
    act(() => hook.result.current.update({ dir: hook.result.current.defaults.dir }));
    expect(new URLSearchParams(search()).has("dir")).toBe(false);
  });

  it("clears search and filters together", () => {
    const { hook, search } = renderAt("/quotationbasic?q=x&from=2026-01-01&to=2026-02-01&sort=created_at");
    act(() => hook.result.current.clearFilters());
    expect(hook.result.current.hasFilters).toBe(false);
    expect(search()).not.toMatch(/q=|from=|to=/);
  });
});
