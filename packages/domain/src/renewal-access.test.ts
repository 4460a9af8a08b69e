import { describe, expect, it } from "vitest";
import { maskEmail, maskFullName, maskMobile, maskName, renewalCodeSchema } from "./renewal-access";
import { renewalSaveRequestSchema } from "./renewal-api";
import { SEARCH_BY, searchTargetOf } from "./renewal-search-rule";

describe("masking", () => {
  it("keeps the first name and the family name's initial", () => {
    expect(maskName(" Priya ", "nair")).toEqual({ first_name: "Priya", family_name: "N." });
    expect(maskFullName("Omar  bin Haddad")).toBe("Omar H.");
    expect(maskFullName("Madonna")).toBe("Madonna");
  });

  it("shows an e-mail's first letters and top-level domain, never how long the rest is", () => {
    expect(maskEmail("omar.haddad@example.com")).toBe("o•••••@e•••••.com");
    expect(maskEmail("a@b.ae")).toBe("a•••••@b•••••.ae");
    expect(maskEmail("not-an-email")).toBe("•••••");
  });

  it("shows a mobile number's prefix and last two digits", () => {
    expect(maskMobile("0551234567")).toBe("055•••••67");
    expect(maskMobile("123")).toBe("•••••");
  });
});

describe("the renewal save request", () => {
  it("takes the contact details whole or not at all", () => {
    expect(renewalSaveRequestSchema.safeParse({ memberIds: [1] }).success).toBe(true);
    expect(
      renewalSaveRequestSchema.safeParse({
        memberIds: [1],
        email: "a@example.com",
        mobile_prefix: "050",
        mobile_number: "1234567",
      }).success,
    ).toBe(true);
    const half = renewalSaveRequestSchema.safeParse({ memberIds: [1], email: "a@example.com" });
    expect(half.success).toBe(false);
    expect(half.error?.issues.map((i) => i.path.join("."))).toEqual(["mobile_prefix", "mobile_number"]);
  });
});

describe("the one-time code", () => {
  it("is six digits", () => {
    expect(renewalCodeSchema.safeParse(" 012345 ").data).toBe("012345");
    for (const bad of ["12345", "1234567", "12a456", ""]) expect(renewalCodeSchema.safeParse(bad).success).toBe(false);
  });
});

describe("the searched number a failure counts against", () => {
  it("is the same however a policy number's letters were typed", () => {
    const target = (searchText: string, searchBy: 1 | 2 | 3 = SEARCH_BY.POLICY_NUMBER) =>
      searchTargetOf({ searchBy, searchText });
    expect(target(" bp-2026-000123 ")).toBe(target("BP-2026-000123"));
    expect(target("BP-2026-000123")).not.toBe(target("BP-2026-000123", SEARCH_BY.PASSPORT));
  });
});
