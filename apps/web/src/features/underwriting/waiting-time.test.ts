import { describe, expect, it } from "vitest";
import { waitingFor } from "./waiting-time";

describe("waitingFor", () => {
  const now = Date.parse("2026-11-25T12:00:00Z");
  it("says the wait in the largest whole unit", () => {
    expect(waitingFor("2026-11-25T11:15:00Z", now)).toBe("45 min");
    expect(waitingFor("2026-11-25T09:00:00Z", now)).toBe("3 h");
    expect(waitingFor("2026-11-23T11:00:00Z", now)).toBe("2 days");
    expect(waitingFor("2026-11-25T12:05:00Z", now)).toBe("0 min");
  });
});
