import { afterEach, describe, expect, it, vi } from "vitest";

const REDUCE = "(prefers-reduced-motion: reduce)";
const realMatchMedia = window.matchMedia;

/** The theme as a browser whose system does (or does not) ask for less motion loads it. */
async function themeFor(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === REDUCE,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  vi.resetModules();
  return (await import("./theme")).theme;
}

afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe("motion", () => {
  it("a visitor who asked for less motion gets no transition and no ripple", async () => {
    const theme = await themeFor(true);
    expect(theme.transitions.create(["opacity", "transform"])).toBe("none");
    expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it("everyone else keeps MUI's transitions and ripples", async () => {
    const theme = await themeFor(false);
    expect(theme.transitions.create(["opacity"])).toMatch(/^opacity \d+ms/);
    expect(theme.transitions.getAutoHeightDuration(400)).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });
});
