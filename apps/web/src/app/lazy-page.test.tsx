import type { RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { lazyNamed, lazyPage, page, preloadPagesOf } from "./lazy-page";

const Nothing = () => null;

describe("preloadPagesOf", () => {
  it("fetches the code of the layout and the page the address opens, and of no other", () => {
    const layout = vi.fn(async () => ({ Layout: Nothing }));
    const list = vi.fn(async () => Nothing);
    const other = vi.fn(async () => ({ Other: Nothing }));
    const List = lazyPage<{ product: string }>(list);
    const routes: RouteObject[] = [
      {
        element: page(lazyNamed(layout, "Layout")),
        children: [
          { path: "policies/:type", element: <List product="hplus" /> },
          { path: "security", element: page(lazyNamed(other, "Other")) },
        ],
      },
    ];
    preloadPagesOf(routes, "/policies/all");
    expect(layout).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it("leaves a failed early fetch to the page's own load, which shows the failure", async () => {
    const failing = vi.fn(async () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const routes: RouteObject[] = [{ path: "home", element: page(lazyNamed(failing, "Home" as never)) }];
    expect(() => preloadPagesOf(routes, "/home")).not.toThrow();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
