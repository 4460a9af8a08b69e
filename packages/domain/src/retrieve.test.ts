import { describe, expect, it } from "vitest";
import { RETRIEVE_MESSAGES, retrieveRequestSchema } from "./retrieve";
import { fieldErrors } from "./test-helpers";

describe("retrieveRequestSchema", () => {
  it("accepts the three fields and lower-cases the e-mail", () => {
    const parsed = retrieveRequestSchema.parse({
      QuotationNo: " BQ-2026-000123 ",
      ContactNumber: "0501234567",
      Email: "John@Example.ae",
    });
    expect(parsed).toEqual({ QuotationNo: "BQ-2026-000123", ContactNumber: "0501234567", Email: "john@example.ae" });
  });

  it.each([[{ QuotationNo: "", ContactNumber: "", Email: "" }], [{}]])("requires all three fields (%j)", (body) => {
    expect(fieldErrors(retrieveRequestSchema.safeParse(body))).toEqual({
      QuotationNo: ["Quotation No. is required."],
      ContactNumber: ["ContactNumber No. is required."],
      Email: ["Email is required."],
    });
  });

  it.each(["john", "john@example", "john@@example.ae", "john @example.ae"])("e-mail %j is invalid", (email) => {
    const result = retrieveRequestSchema.safeParse({ QuotationNo: "BQ-2026-000123", ContactNumber: "1", Email: email });
    expect(fieldErrors(result)).toEqual({ Email: ["Invalid email."] });
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
