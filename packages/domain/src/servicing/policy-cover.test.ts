import { describe, expect, it } from "vitest";
import { healthCardsRefusal, memberCardRefusal, policyCoverOn, policyCoverText } from "./policy-cover";

const policy = { status: "active", startDate: "2026-12-01", endDate: "2027-11-30", cancelledFrom: null };
const textOn = (
  p: typeof policy | { status: string; startDate: string; endDate: string; cancelledFrom: string | null },
  today: string,
) => policyCoverText(policyCoverOn(p, today));

describe("a policy's cover on a day", () => {
  it("counts days only while the policy runs or before it starts", () => {
    expect(textOn(policy, "2026-11-26")).toBe("Starts in 5 days");
    expect(textOn(policy, "2026-11-30")).toBe("Starts tomorrow");
    expect(textOn(policy, "2026-12-01")).toBe("364 days left");
    expect(textOn(policy, "2027-11-29")).toBe("1 day left");
    expect(textOn(policy, "2027-11-30")).toBe("Ends today");
    expect(textOn(policy, "2027-12-05")).toBe("Ended on 30/11/2027");
    // A renewed policy's own term still runs to its end.
    expect(textOn({ ...policy, status: "renewed" }, "2027-06-01")).toBe("182 days left");
  });

  it("says a cancelled policy is cancelled, never how many days it has left", () => {
    const cancelled = { ...policy, status: "cancelled", cancelledFrom: "2026-12-01" };
    for (const day of ["2026-11-20", "2026-12-01", "2027-03-01", "2028-01-01"])
      expect(textOn(cancelled, day)).toBe("Cancelled from 01/12/2026");
    expect(textOn({ ...policy, status: "cancelled" }, "2027-01-01")).toBe("Cancelled");
  });
});

describe("health cards", () => {
  it("are offered while the policy runs or before it starts, and refused once it is cancelled or has ended", () => {
    expect(healthCardsRefusal(policy, "2026-11-20")).toBeNull();
    expect(healthCardsRefusal(policy, "2027-11-30")).toBeNull();
    expect(healthCardsRefusal(policy, "2027-12-01")).toBe(
      "This policy ended on 30/11/2027, so its members' health cards are no longer issued.",
    );
    // Also a cancellation that takes effect later: nothing more is issued for a cancelled policy.
    expect(healthCardsRefusal({ ...policy, status: "cancelled", cancelledFrom: "2027-03-01" }, "2027-01-01")).toBe(
      "This policy is cancelled from 01/03/2027, so its members' health cards are no longer issued.",
    );
  });

  it("are refused to a member removed from the policy, for the policy's reason first", () => {
    expect(memberCardRefusal(policy, { removedFrom: null }, "2027-01-01")).toBeNull();
    expect(memberCardRefusal(policy, { removedFrom: "2027-02-01" }, "2027-01-01")).toBe(
      "This member is removed from the policy from 01/02/2027, so their health card is no longer issued.",
    );
    expect(memberCardRefusal({ ...policy, status: "cancelled" }, { removedFrom: "2027-02-01" }, "2027-03-01")).toBe(
      "This policy is cancelled, so its members' health cards are no longer issued.",
    );
  });
});
