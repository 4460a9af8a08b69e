import { describe, expect, it } from "vitest";
import { cardValidity, initialsOf, memberNumber, onPolicyVersion } from "./member-card";

const policy = { startDate: "2026-03-01", endDate: "2027-02-28", cancelledFrom: null };

describe("a member's e-card", () => {
  it("is valid from the term's first day to its last, both included", () => {
    expect(cardValidity(policy, { removedFrom: null }, "2026-02-28").validToday).toBe(false);
    expect(cardValidity(policy, { removedFrom: null }, "2026-03-01")).toEqual({
      validFrom: "2026-03-01",
      validUntil: "2027-02-28",
      validToday: true,
    });
    expect(cardValidity(policy, { removedFrom: null }, "2027-02-28").validToday).toBe(true);
    expect(cardValidity(policy, { removedFrom: null }, "2027-03-01").validToday).toBe(false);
  });

  it("ends the day before the member was removed or the policy cancelled, whichever comes first", () => {
    expect(cardValidity(policy, { removedFrom: "2026-09-15" }, "2026-09-14")).toMatchObject({
      validUntil: "2026-09-14",
      validToday: true,
    });
    expect(cardValidity(policy, { removedFrom: "2026-09-15" }, "2026-09-15").validToday).toBe(false);
    const cancelled = { ...policy, cancelledFrom: "2026-06-01" };
    expect(cardValidity(cancelled, { removedFrom: "2026-09-15" }, "2026-05-31").validUntil).toBe("2026-05-31");
    // Cancelled from its start (free look): never valid.
    const returned = { ...policy, cancelledFrom: policy.startDate };
    expect(cardValidity(returned, { removedFrom: null }, "2026-03-01").validToday).toBe(false);
  });

  it("of a member added mid-term starts on the day they joined; schedules of earlier versions do not list them", () => {
    const newborn = { addedFrom: "2026-11-20", removedFrom: null };
    expect(cardValidity(policy, newborn, "2026-11-19")).toEqual({
      validFrom: "2026-11-20",
      validUntil: "2027-02-28",
      validToday: false,
    });
    expect(cardValidity(policy, newborn, "2026-11-20").validToday).toBe(true);
    const added = { addedInVersion: 2, removedInVersion: null };
    expect([1, 2, 3].map((v) => onPolicyVersion(added, v))).toEqual([false, true, true]);
    const addedThenRemoved = { addedInVersion: 2, removedInVersion: 4 };
    expect([1, 2, 3, 4].map((v) => onPolicyVersion(addedThenRemoved, v))).toEqual([false, true, true, false]);
    expect(onPolicyVersion({ addedInVersion: null, removedInVersion: null }, 1)).toBe(true);
  });

  it("shows initials only, and numbers members on their policy", () => {
    expect(initialsOf("maria", "Santos")).toBe("M. S.");
    expect(initialsOf(" Li ", "")).toBe("L.");
    expect(memberNumber("BP-2026-000002", 3)).toBe("BP-2026-000002/03");
  });
});
