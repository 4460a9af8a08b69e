import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { retryableImport } from "../../../../ui/plain/retryable-import";
import { useCensusChecks } from "./use-census-checks";

describe("useCensusChecks: the census's checks load once a census is there to check", () => {
  it("loads nothing while there is no census", () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return import("./census-checks");
    };
    const { result } = renderHook(() => useCensusChecks(false, load));
    expect(result.current.checks).toBeNull();
    expect(loads).toBe(0);
  });

  it("says a failed load failed, and loads again on retry", async () => {
    let offline = true;
    // As the page loads them: a failed load is forgotten, so the retry asks again.
    const load = retryableImport(() =>
      offline
        ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
        : import("./census-checks"),
    );
    const { result } = renderHook(() => useCensusChecks(true, load));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.checks).toBeNull();
    offline = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.checks).not.toBeNull());
    expect(result.current.failed).toBe(false);
    expect(typeof result.current.checks?.checkRows).toBe("function");
  });
});
