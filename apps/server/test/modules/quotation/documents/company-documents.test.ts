import { DOCUMENT_MESSAGES } from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfBytes, pngBytes } from "../../../support/files";
import { api, VALID_EMIRATES_ID } from "../../../support/journey";
import { createQuotationAs, validCompany, validEmployee } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

/*
 * A company has no Emirates ID, passport or visa: step 3 asks it for its trade licence, and the server holds the
 * upload, the save and the finalize to the same rule the form shows.
 */

let t: TestApp;
let owner: ReturnType<typeof api>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
  owner = api(t, cookie);
});
afterAll(() => t.close());

const upload = (quotationId: number, fields: Record<string, string>) =>
  owner.upload(`/api/quotations/${quotationId}/documents`, fields, { name: "copy.png", bytes: pngBytes() });

/** A company's quotation with one employee whose own documents and numbers are all in place. */
async function companyWithEmployeeDocuments() {
  const q = await createQuotationAs(t, cookie, validCompany());
  const memberSno = (await owner.post(`/api/quotations/${q.quotationId}/members`, validEmployee())).json().members[0]
    .member_sno as number;
  for (const slot of ["emirates_id", "passport", "visa", "photograph", "labour_contract"])
    expect(
      (await upload(q.quotationId, { flag: "W", memberSno: String(memberSno), documentType: slot })).statusCode,
    ).toBe(201);
  const form = (await owner.get(`/api/quotations/${q.quotationId}/documents`)).json().form;
  Object.assign(form.members[0], {
    emiratesId: VALID_EMIRATES_ID,
    passportNo: "N1234567",
    uidNo: "123456789",
  });
  return { quotationId: q.quotationId, form };
}

describe("a company sponsor's documents", () => {
  it("are its trade licence: no Emirates ID or passport is taken from it, and finalizing waits for the licence", async () => {
    const { quotationId, form } = await companyWithEmployeeDocuments();
    expect(form.sponsor.documentType).toBe("TradeLicence");

    // What an individual gives is refused for a company, with the reason.
    for (const slot of ["emirates_id", "passport", "visa"]) {
      const refused = await upload(quotationId, { flag: "sponsor", documentType: slot });
      expect(refused.statusCode, slot).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ documentType: [DOCUMENT_MESSAGES.companyGivesTradeLicence] });
    }
    const asIndividual = await owner.put(`/api/quotations/${quotationId}/documents`, {
      ...form,
      sponsor: { ...form.sponsor, documentType: "EmiratesId", emiratesId: VALID_EMIRATES_ID },
    });
    expect(asIndividual.statusCode).toBe(400);
    expect(asIndividual.json().fieldErrors["sponsor.documentType"]).toEqual([
      DOCUMENT_MESSAGES.companyGivesTradeLicence,
    ]);

    // Without the licence the save names it, and the application cannot be finalized.
    const missing = await owner.put(`/api/quotations/${quotationId}/documents`, form);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      "sponsor.tradeLicenceUpload": [DOCUMENT_MESSAGES.files.sponsor.trade_licence],
    });
    expect((await owner.post(`/api/quotations/${quotationId}/finalize`, { declaration: true })).statusCode).toBe(409);

    // With it, the company's documents are complete.
    const licence = await owner.upload(
      `/api/quotations/${quotationId}/documents`,
      { flag: "sponsor", documentType: "trade_licence" },
      { name: "trade-licence.pdf", bytes: pdfBytes() },
    );
    expect(licence.statusCode, licence.body).toBe(201);
    form.sponsor.tradeLicenceUpload = licence.json().documentId;
    const saved = await owner.put(`/api/quotations/${quotationId}/documents`, form);
    expect(saved.statusCode, saved.body).toBe(200);
    const finalized = await owner.post(`/api/quotations/${quotationId}/finalize`, { declaration: true });
    expect(finalized.statusCode, finalized.body).toBe(200);
    const review = (await owner.get(`/api/quotations/${quotationId}/review`)).json();
    expect(review.sponsorDocuments.documentType).toBe("TradeLicence");
  });

  it("refuses a trade licence from an individual sponsor", async () => {
    const q = await createQuotationAs(t, cookie);
    const refused = await upload(q.quotationId, { flag: "sponsor", documentType: "trade_licence" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ documentType: [DOCUMENT_MESSAGES.tradeLicenceForCompanies] });
  });
});
