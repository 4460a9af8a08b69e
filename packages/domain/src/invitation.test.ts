import { describe, expect, it } from "vitest";
import { invitationCreateSchema } from "./invitation";
import { invitationKindOf } from "./invitation-kinds";
import { invitationPrefillOf } from "./invitation-prefill";
import { invitationStatus, readInvitationPrefill } from "./invitation-rule";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-05-10T10:00:00Z");
const open = { cancelledAt: null, completedAt: null, openedAt: null };

describe("invitationStatus", () => {
  it("is sent, then opened, until the link expires", () => {
    expect(invitationStatus(open, at("2026-05-11T00:00:00Z"), NOW)).toBe("sent");
    expect(invitationStatus({ ...open, openedAt: NOW }, at("2026-05-11T00:00:00Z"), NOW)).toBe("opened");
    expect(invitationStatus({ ...open, openedAt: NOW }, NOW, NOW)).toBe("expired");
  });

  it("keeps completed and cancelled after the link's expiry, cancelled first", () => {
    const past = at("2026-05-01T00:00:00Z");
    expect(invitationStatus({ ...open, completedAt: past }, past, NOW)).toBe("completed");
    expect(invitationStatus({ ...open, cancelledAt: past, completedAt: past }, past, NOW)).toBe("cancelled");
  });
});

describe("invitationCreateSchema", () => {
  const base = { name: "Aisha  Khan", email: "A@Example.com", mobile_prefix: "055", mobile_number: "1234567" };
  const errorsOf = (input: object) => {
    const r = invitationCreateSchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("collapses the name's spaces and lower-cases the e-mail", () => {
    expect(invitationCreateSchema.parse({ ...base, kind: "pa" })).toMatchObject({
      name: "Aisha Khan",
      email: "a@example.com",
      reference: "",
    });
  });

  it("asks for the quotation or policy number only where the invitation leads to one", () => {
    expect(errorsOf({ ...base, kind: "basic" }).reference).toMatch(/finalized quotation/);
    expect(errorsOf({ ...base, kind: "basic-renewal" }).reference).toBe("Enter the policy number to renew.");
    expect(errorsOf({ ...base, kind: "hplus-renewal", reference: "x".repeat(51) }).reference).toMatch(/50/);
    expect(errorsOf({ ...base, kind: "term" })).toEqual({});
  });

  it("gives each wrong field its own message", () => {
    const errors = errorsOf({ kind: "pa", name: "A1", email: "no", mobile_prefix: "051", mobile_number: "12" });
    expect(Object.keys(errors).sort()).toEqual(["email", "mobile_number", "mobile_prefix", "name"]);
  });
});

describe("invitationKindOf", () => {
  it("names the kind of a product and journey", () => {
    expect(invitationKindOf("basic", "renewal")).toBe("basic-renewal");
    expect(invitationKindOf("hplus", "new_business")).toBe("hplus");
    expect(invitationKindOf("motor", "renewal")).toBeUndefined();
  });
});

describe("an invitation prefilled from a record", () => {
  it("takes the sponsor's name, e-mail, mobile split into code and number, and the record's number", () => {
    const prefill = invitationPrefillOf({
      sponsorName: "Rashid Karim",
      sponsorEmail: "rashid@example.ae",
      sponsorMobile: "0501234567",
      number: "POL/2025/000123",
    });
    expect(prefill).toEqual({
      name: "Rashid Karim",
      email: "rashid@example.ae",
      mobile_prefix: "050",
      mobile_number: "1234567",
      reference: "POL/2025/000123",
    });
    expect(readInvitationPrefill(prefill)).toEqual(prefill);
  });

  it("is read from the page's state only when every field is a string of its length", () => {
    const prefill = {
      name: "Rashid",
      email: "r@example.ae",
      mobile_prefix: "050",
      mobile_number: "1234567",
      reference: "",
    };
    expect(readInvitationPrefill(prefill)).toEqual(prefill);
    expect(readInvitationPrefill({ ...prefill, extra: 1 })).toEqual(prefill);
    expect(readInvitationPrefill(null)).toBeUndefined();
    expect(readInvitationPrefill("prefill")).toBeUndefined();
    expect(readInvitationPrefill({ ...prefill, reference: undefined })).toBeUndefined();
    expect(readInvitationPrefill({ ...prefill, mobile_number: 501234567 })).toBeUndefined();
    expect(readInvitationPrefill({ ...prefill, mobile_prefix: "0501" })).toBeUndefined();
    expect(readInvitationPrefill({ ...prefill, name: "x".repeat(201) })).toBeUndefined();
  });
});
