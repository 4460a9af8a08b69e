import { describe, expect, it } from "vitest";
import { cardStanding, initialsOf, memberNumber, onPolicyVersion } from "./member-card";

const policy = { startDate: "2026-03-01", endDate: "2027-02-28", cancelledFrom: null };

describe("a member's e-card", () => {
  const member = { removedFrom: null };

  it("is valid from the term's first day to its last, both included, and says why not outside them", () => {
    expect(cardStanding(policy, member, "2026-02-28")).toEqual({
      valid: false,
      cover: { from: "2026-03-01", until: "2027-02-28" },
      reason: { why: "not_started", on: "2026-03-01" },
    });
    expect(cardStanding(policy, member, "2026-03-01")).toEqual({
      valid: true,
      cover: { from: "2026-03-01", until: "2027-02-28" },
    });
    expect(cardStanding(policy, member, "2027-02-28").valid).toBe(true);
    expect(cardStanding(policy, member, "2027-03-01")).toMatchObject({
      valid: false,
      reason: { why: "ended", on: "2027-02-28" },
    });
  });

  it("ends the day before the member was removed or the policy cancelled, whichever comes first", () => {
    const removed = { removedFrom: "2026-09-15" };
    expect(cardStanding(policy, removed, "2026-09-14")).toEqual({
      valid: true,
      cover: { from: "2026-03-01", until: "2026-09-14" },
    });
    expect(cardStanding(policy, removed, "2026-09-15")).toMatchObject({
      valid: false,
      reason: { why: "member_removed", on: "2026-09-15" },
    });
    const cancelled = { ...policy, status: "cancelled", cancelledFrom: "2026-06-01" };
    expect(cardStanding(cancelled, removed, "2026-05-31")).toEqual({
      valid: true,
      cover: { from: "2026-03-01", until: "2026-05-31" },
    });
    expect(cardStanding(cancelled, removed, "2026-07-01")).toMatchObject({
      valid: false,
      reason: { why: "cancelled", on: "2026-06-01" },
    });
  });

  it("never shows an end before its start: a policy cancelled from its first day held no cover at all", () => {
    const returned = { ...policy, status: "cancelled", cancelledFrom: policy.startDate };
    for (const day of ["2026-02-20", "2026-03-01", "2026-08-01"]) {
      expect(cardStanding(returned, member, day)).toEqual({
        valid: false,
        cover: null,
        reason: { why: "cancelled", on: "2026-03-01" },
      });
    }
    // A member removed before their own first day never held cover either.
    expect(cardStanding(policy, { addedFrom: "2026-11-20", removedFrom: "2026-11-20" }, "2026-12-01")).toMatchObject({
      cover: null,
      reason: { why: "member_removed" },
    });
    // Reported cancelled by a product site, with no date: no cover is vouched for.
    expect(cardStanding({ ...policy, status: "cancelled" }, member, "2026-05-01")).toMatchObject({
      valid: false,
      cover: null,
      reason: { why: "cancelled", on: null },
    });
  });

  it("of a member added mid-term starts on the day they joined; schedules of earlier versions do not list them", () => {
    const newborn = { addedFrom: "2026-11-20", removedFrom: null };
    expect(cardStanding(policy, newborn, "2026-11-19")).toEqual({
      valid: false,
      cover: { from: "2026-11-20", until: "2027-02-28" },
      reason: { why: "not_started", on: "2026-11-20" },
    });
    expect(cardStanding(policy, newborn, "2026-11-20").valid).toBe(true);
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
