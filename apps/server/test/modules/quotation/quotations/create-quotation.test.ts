import {
  DATE_MESSAGES,
  PLANFOR_REQUIRED_MESSAGE,
  QUOTATION_NUMBER_PATTERN,
  SPONSOR_MESSAGES,
  TPA_REQUIRED_MESSAGE,
} from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, quotations } from "../../../../src/db/schema";
import { IDEMPOTENCY_KEY_REUSED } from "../../../../src/modules/quotation/quotations/quotation-service";
import { capturingTransport, drainOutbox } from "../../../support/outbox";
import { bornYearsAgo, validCompany, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

const create = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/quotations",
    payload,
    headers: { cookie: `pp_session=${cookie}`, ...headers },
  });

describe("POST /api/quotations", () => {
  it("needs a signed-in partner", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/quotations", payload: validSponsor() })).statusCode).toBe(
      401,
    );
  });

  it("creates the quotation with a readable number and the derived codes", async () => {
    const res = await create(validSponsor({ documentType: 2, sponsorFileNumber: "000/0000/00000" }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe("Quotation created successfully");
    expect(body.quotationNo).toMatch(QUOTATION_NUMBER_PATTERN);
    const [row] = await t.db.select().from(quotations).where(eq(quotations.id, body.quotationId));
    expect(row).toMatchObject({
      entityType: 2,
      planfor: 1,
      sponsorType: 2,
      productCategory: 1,
      channel: 1,
      status: "draft",
      sponsorMobile: "0501234567",
    });
  });

  it("writes the creation e-mail once, even when the request is retried with the same key (also concurrently)", async () => {
    const key = "retry-key-0001";
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        create(validSponsor({ sponsorEmail: "retry@example.com" }), { "idempotency-key": key }),
      ),
    );
    const ids = new Set(responses.map((r) => r.json().quotationId));
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    expect(ids.size).toBe(1);
    const again = await create(validSponsor({ sponsorEmail: "retry@example.com" }), { "idempotency-key": key });
    expect(again.json().quotationId).toBe([...ids][0]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "retry@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(again.json().quotationNo);
  });

  it("e-mails the customer once, when step 1 creates the quotation: saving step 1 again sends nothing more", async () => {
    const email = "three.saves@example.com";
    const first = await create(validSponsor({ sponsorEmail: email }));
    expect(first.statusCode).toBe(201);
    const { quotationId: id, quotationNo } = first.json();
    for (const name of ["Rahul Menon", "Rahul K Menon"]) {
      const saved = await t.app.inject({
        method: "PUT",
        url: `/api/quotations/${id}/sponsor`,
        payload: validSponsor({ sponsorEmail: email, sponsorName: name }),
        headers: { cookie: `pp_session=${cookie}` },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails).toHaveLength(1);

    // What the customer can act on: the reference, what happens next, how the application is picked up again.
    const transport = capturingTransport();
    await drainOutbox(t.db, transport);
    const [mail] = transport.sent.filter((m) => m.to === email);
    expect(mail!.subject).toBe(`Your health insurance quotation ${quotationNo}`);
    for (const expected of [
      `Quotation reference: ${quotationNo}`,
      "What happens next",
      "adds the people to insure and their documents",
      "To continue later",
      `the reference ${quotationNo} with the mobile number and the e-mail address`,
      "(Quotation Retrieval)",
    ])
      expect(mail!.text).toContain(expected);
    // No button that only opens the reader's mail app.
    expect(mail!.html).not.toContain("mailto:?");
    expect(mail!.html).not.toMatch(/href="mailto:[^"]*subject=/);
    // With no logo configured the insurer's name heads the mail as text: no image that cannot load.
    expect(mail!.html).not.toContain("<img");
    expect(mail!.html).toContain("Test Insurance");
    expect(mail!.attachments).toEqual([]);
  });

  it("refuses a reused Idempotency-Key with a different application instead of answering with the first", async () => {
    const key = `reuse-${Date.now()}`;
    const first = await create(validSponsor({ sponsorEmail: "first@example.com" }), { "idempotency-key": key });
    expect(first.statusCode).toBe(201);
    const other = await create(validSponsor({ sponsorEmail: "second@example.com" }), { "idempotency-key": key });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "second@example.com"))).toHaveLength(0);
  });

  it("creates companies with a trade licence expiry inside today … today + 2 years", async () => {
    expect((await create(validCompany())).statusCode).toBe(201);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["a name with digits", { sponsorName: "R2D2" }, "sponsorName", SPONSOR_MESSAGES.alphabetsOnly],
    ["an empty name", { sponsorName: "" }, "sponsorName", SPONSOR_MESSAGES.firstNameRequired],
    ["a 6-digit mobile", { sponsorMobile: "050123456" }, "sponsorMobile", SPONSOR_MESSAGES.mobile],
    ["an unknown mobile prefix", { sponsorMobile: "0511234567" }, "sponsorMobile", SPONSOR_MESSAGES.mobile],
    ["an invalid e-mail", { sponsorEmail: "rahul@" }, "sponsorEmail", SPONSOR_MESSAGES.emailInvalid],
    [
      "an e-mail over 37 characters",
      { sponsorEmail: `${"a".repeat(30)}@example.com` },
      "sponsorEmail",
      SPONSOR_MESSAGES.emailTooLong,
    ],
    ["a missing e-mail", { sponsorEmail: "" }, "sponsorEmail", SPONSOR_MESSAGES.emailRequired],
    ["a missing date of birth", { sponsorDate: "" }, "sponsorDate", SPONSOR_MESSAGES.dateOfBirthRequired],
    [
      "a sponsor younger than 2 years",
      { sponsorDate: bornYearsAgo(1) },
      "sponsorDate",
      "Date of birth must be between",
    ],
    ["a birth date before 1920", { sponsorDate: "1919-12-31" }, "sponsorDate", "Date of birth must be between"],
    ["a malformed date", { sponsorDate: "31/12/1990" }, "sponsorDate", DATE_MESSAGES.invalid],
    [
      "a UID that is not a visa file number",
      { sponsorFileNumber: "ABC/123" },
      "sponsorFileNumber",
      SPONSOR_MESSAGES.correctFormat,
    ],
    ["a UID shorter than 6", { sponsorFileNumber: "1/2" }, "sponsorFileNumber", SPONSOR_MESSAGES.numberTooShort],
    ["a missing UID", { sponsorFileNumber: "" }, "sponsorFileNumber", SPONSOR_MESSAGES.numberRequired],
    ["a missing gender", { gender: null }, "gender", SPONSOR_MESSAGES.genderRequired],
    ["an unknown TPA", { tpaId: 2 }, "tpaId", TPA_REQUIRED_MESSAGE],
    ["an unknown sponsor type", { documentType: 9 }, "documentType", SPONSOR_MESSAGES.sponsorTypeRequired],
    ["an unknown plan-for", { planfor: 9 }, "planfor", PLANFOR_REQUIRED_MESSAGE],
    ["a wrong type", { sponsorName: 42 }, "sponsorName", SPONSOR_MESSAGES.firstNameRequired],
    ["unicode letters in the name", { sponsorName: "راهول" }, "sponsorName", SPONSOR_MESSAGES.alphabetsOnly],
  ])("refuses %s with a field error", async (_name, change, field, message) => {
    const res = await create(validSponsor(change));
    expect(res.statusCode).toBe(400);
    const errors = res.json().fieldErrors[field] as string[];
    expect(errors, JSON.stringify(res.json())).toBeDefined();
    expect(errors.join(" ")).toContain(message);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      "a non-digit company number",
      { sponsorFileNumber: "TRN-123456" },
      "sponsorFileNumber",
      SPONSOR_MESSAGES.digitsOnly,
    ],
    [
      "a company number over 15 digits",
      { sponsorFileNumber: "1".repeat(16) },
      "sponsorFileNumber",
      SPONSOR_MESSAGES.companyNumberTooLong,
    ],
    [
      "an expired trade licence",
      { sponsorDate: "2020-01-01" },
      "sponsorDate",
      "Trade license expiry date must be between",
    ],
    ["a missing company name", { sponsorName: " " }, "sponsorName", SPONSOR_MESSAGES.companyNameRequired],
  ])("refuses a company with %s", async (_name, change, field, message) => {
    const res = await create(validCompany(change));
    expect(res.statusCode).toBe(400);
    expect((res.json().fieldErrors[field] as string[]).join(" ")).toContain(message);
  });

  it("answers a missing body with 400, not 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/quotations",
      headers: { cookie: `pp_session=${cookie}` },
    });
    expect(res.statusCode).toBe(400);
  });
});
