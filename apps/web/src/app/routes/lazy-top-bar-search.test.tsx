import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyTopBarSearch } from "./lazy-top-bar-search";

/** Stands in for the search's chunk once it loads. */
function LoadedSearch() {
  return <input aria-label="Search" />;
}

afterEach(cleanup);

describe("the top bar's search when its code cannot be loaded", () => {
  it("keeps the page, offers to load it again, and loads it on a press", async () => {
    // React reports the caught load failure on the console; the test reads what the user sees instead.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof LoadedSearch }>>()
      .mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ default: LoadedSearch });
    render(
      <main>
        <LazyTopBarSearch load={load} />
        <p>What the partner was doing</p>
      </main>,
    );

    const retry = await screen.findByRole("button", { name: "The search could not be loaded. Try again" });
    expect(screen.getByText("What the partner was doing")).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByRole("textbox", { name: "Search" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /could not be loaded/ })).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
