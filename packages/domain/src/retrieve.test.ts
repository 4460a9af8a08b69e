import { describe, expect, it } from "vitest";
import { RETRIEVE_MESSAGES, retrieveRequestSchema } from "./retrieve";
import { fieldErrors } from "./test-helpers";

describe("retrieveRequestSchema", () => {
  it("accepts the three fields and lower-cases the e-mail", () => {
    const parsed = retrieveRequestSchema.parse({
      quotationNo: " BQ-2026-000123 ",
      sponsorMobile: "0501234567",
      sponsorEmail: "John@Example.ae",
    });
    expect(parsed).toEqual({
      quotationNo: "BQ-2026-000123",
      sponsorMobile: "0501234567",
      sponsorEmail: "john@example.ae",
    });
  });

  it.each([[{ quotationNo: "", sponsorMobile: "", sponsorEmail: "" }], [{}]])(
    "requires all three fields (%j)",
    (body) => {
      expect(fieldErrors(retrieveRequestSchema.safeParse(body))).toEqual({
        quotationNo: ["Quotation No. is required."],
        sponsorMobile: ["ContactNumber No. is required."],
        sponsorEmail: ["Email is required."],
      });
    },
  );

  it.each(["john", "john@example", "john@@example.ae", "john @example.ae"])("e-mail %j is invalid", (email) => {
    const result = retrieveRequestSchema.safeParse({
      quotationNo: "BQ-2026-000123",
      sponsorMobile: "1",
      sponsorEmail: email,
    });
    expect(fieldErrors(result)).toEqual({ sponsorEmail: ["Invalid email."] });
  });
});

describe("the retrieve dialog's messages, word for word", () => {
  it.each([
    [RETRIEVE_MESSAGES.quotationNoRequired, "Quotation No. is required."],
    [RETRIEVE_MESSAGES.contactNumberRequired, "ContactNumber No. is required."],
    [RETRIEVE_MESSAGES.emailRequired, "Email is required."],
    [RETRIEVE_MESSAGES.emailInvalid, "Invalid email."],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
