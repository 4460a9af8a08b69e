import { afterEach, describe, expect, it, vi } from "vitest";
import { answerMediaQueries } from "./match-media.test-support";

const REDUCE = "(prefers-reduced-motion: reduce)";
let restore: (() => void) | undefined;

/** The theme as a browser whose system does (or does not) ask for less motion loads it. */
async function themeFor(reduce: boolean) {
  restore = answerMediaQueries((query) => reduce && query === REDUCE);
  vi.resetModules();
  return (await import("./theme")).theme;
}

afterEach(() => restore?.());

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
