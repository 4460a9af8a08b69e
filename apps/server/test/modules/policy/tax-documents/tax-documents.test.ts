import { API_ERROR_CODES, formatAed, formatDisplayDate, SPONSOR_MESSAGES } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, policies } from "../../../../src/db/schema";
import { DEMO_INSURER } from "../../../../src/insurer-config";
import { pngBytes } from "../../../support/files";
import { api, finalizedQuotation } from "../../../support/journey";
import { readLines } from "../../../support/pdf-text";
import { validCompany } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { today } from "../../backoffice/backoffice/backoffice-fixtures";
import { notify, paidAddition, soldPolicy } from "../servicing/servicing-fixtures";

/*
 * A tax invoice for every payment a policy takes (its sale, each mid-term addition) and a tax credit note for every
 * refund, each with its own number, listed on the policy's page and read as the customer reads the PDF.
 */

let t: TestApp;
let cookie: string;
let owner: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
  owner = api(t, cookie);
  other = api(t, await signInAs(t, "agent.basic"));
});
afterAll(() => t.close());

type Listed = {
  number: string;
  kind: string;
  version: number;
  issuedOn: string;
  supplyDate: string;
  totalFils: number;
};
const listed = async (policyNo: string): Promise<Listed[]> =>
  (await owner.get(`/api/backoffice/policies/${policyNo}`)).json().taxDocuments;
const linesOf = async (policyNo: string, number: string) => {
  const res = await owner.get(`/api/policies/${policyNo}/tax-documents/${number}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  return (await readLines(res.rawPayload)).flat();
};
/** The line that starts with an English label: its value and its Arabic label beside it. */
const valueAfter = (lines: string[], label: string) =>
  lines.find((l) => l.startsWith(`${label}  `))?.slice(label.length + 2);

describe("a policy's tax documents", () => {
  // A sale, an addition, two refunds and their PDFs: on a loaded machine it can take well over 30 s.
  it("invoices the sale and each addition, credits each refund, each numbered in its own series, with every field", {
    timeout: 120_000,
  }, async () => {
    const policy = await soldPolicy(t, cookie, 10);
    const [sale] = await listed(policy.policyNo);
    expect(sale).toMatchObject({ number: policy.invoiceNo, kind: "invoice", version: 1, totalFils: policy.totalFils });

    // The sale's invoice: supplier, recipient, dates, a line per member, VAT per line and in total, AED.
    const invoice = await linesOf(policy.policyNo, sale!.number);
    expect(invoice).toContain("Tax Invoice  فاتورة ضريبية");
    expect(valueAfter(invoice, "Supplier TRN")).toBe(`${DEMO_INSURER.trn}  الرقم الضريبي للمورد`);
    expect(valueAfter(invoice, "Tax invoice number")).toBe(`${sale!.number}  رقم الفاتورة الضريبية`);
    expect(valueAfter(invoice, "Date of issue")).toBe(`${formatDisplayDate(sale!.issuedOn)}  تاريخ الإصدار`);
    expect(valueAfter(invoice, "Date of supply")).toBe(`${formatDisplayDate(sale!.supplyDate)}  تاريخ التوريد`);
    expect(valueAfter(invoice, "Recipient")).toBe(`${policy.sponsorName}  المستلم`);
    expect(invoice).toContain("Item  Qty  Unit price  Discount  Before VAT  VAT rate  VAT  Total");
    const members = (await owner.get(`/api/backoffice/policies/${policy.policyNo}`)).json().members as {
      name: string;
      premiumFils: number;
    }[];
    for (const m of members) {
      const vat = Math.round(m.premiumFils * 0.05);
      expect(invoice).toContain(
        `${m.name}  1  ${formatAed(m.premiumFils)}  ${formatAed(0)}  ${formatAed(m.premiumFils)}  5%  ${formatAed(vat)}  ${formatAed(m.premiumFils + vat)}`,
      );
    }
    expect(valueAfter(invoice, "Total before VAT")).toBe(`${formatAed(policy.premiumFils)}  الإجمالي قبل الضريبة`);
    expect(valueAfter(invoice, "Total discount")).toBe(`${formatAed(0)}  إجمالي الخصم`);
    expect(valueAfter(invoice, "VAT (5%)")).toBe(`${formatAed(policy.vatFils)}  ضريبة القيمة المضافة (5%)`);
    expect(valueAfter(invoice, "Total amount due")).toBe(`${formatAed(policy.totalFils)}  إجمالي المبلغ المستحق`);
    expect(invoice.some((l) => l.startsWith("All amounts in UAE dirhams (AED)."))).toBe(true);

    // A mid-term addition: an invoice of its own, the next number, its newborn for the days the addition charged.
    const effectiveDate = today();
    const addition = await paidAddition(t, owner, policy.policyNo, effectiveDate, "Zara");
    const afterAddition = await listed(policy.policyNo);
    expect(afterAddition).toHaveLength(2);
    const added = afterAddition[1]!;
    expect(added).toMatchObject({
      kind: "invoice",
      version: 2,
      supplyDate: effectiveDate,
      totalFils: addition.totalFils,
    });
    expect(Number(added.number.slice(3))).toBeGreaterThan(Number(sale!.number.slice(3)));
    const addedLines = await linesOf(policy.policyNo, added.number);
    expect(addedLines.some((l) => l.startsWith("Zara "))).toBe(true);
    expect(valueAfter(addedLines, "Total amount due")).toBe(`${formatAed(addition.totalFils)}  إجمالي المبلغ المستحق`);
    // The policy's "tax invoice" is still the sale's.
    const saleAgain = (
      await readLines((await owner.get(`/api/policies/${policy.policyNo}/tax-invoice.pdf`)).rawPayload)
    ).flat();
    expect(valueAfter(saleAgain, "Tax invoice number")).toBe(`${sale!.number}  رقم الفاتورة الضريبية`);

    // Removing the newborn refunds what is left of her days: a credit note naming the invoice that charged her.
    const zara = (await owner.get(`/api/backoffice/policies/${policy.policyNo}`))
      .json()
      .members.find((m: { name: string }) => m.name.startsWith("Zara"));
    const removed = await owner.upload(
      `/api/policies/${policy.policyNo}/deletions`,
      { memberIds: String(zara.id), effectiveDate, reason: "Left the country" },
      { name: "cancellation-letter.png", bytes: pngBytes() },
    );
    expect(removed.statusCode, removed.body).toBe(201);
    const refundFils = removed.json().refund.totalFils as number;
    const credit = (await listed(policy.policyNo)).at(-1)!;
    expect(credit).toMatchObject({ kind: "credit_note", version: 3, supplyDate: effectiveDate, totalFils: refundFils });
    expect(credit.number).toMatch(/^CN-\d{7}$/);
    const note = await linesOf(policy.policyNo, credit.number);
    expect(note).toContain("Tax Credit Note  إشعار دائن ضريبي");
    expect(valueAfter(note, "Tax credit note number")).toBe(`${credit.number}  رقم الإشعار الدائن الضريبي`);
    expect(valueAfter(note, "Corrects tax invoice")).toBe(`${added.number}  يصحح الفاتورة الضريبية`);
    expect(valueAfter(note, "Supplier TRN")).toBe(`${DEMO_INSURER.trn}  الرقم الضريبي للمورد`);
    expect(valueAfter(note, "Recipient")).toBe(`${policy.sponsorName}  المستلم`);
    expect(note.some((l) => l.startsWith("Zara ") && l.endsWith(formatAed(refundFils)))).toBe(true);
    expect(valueAfter(note, "Total amount credited")).toBe(`${formatAed(refundFils)}  إجمالي المبلغ المردود`);

    // Each change's mail carries the document it issued.
    for (const [version, doc, sentence] of [
      [2, added, `Attached is your tax invoice ${added.number} for this change.`],
      [3, credit, `Attached is your tax credit note ${credit.number} for this change.`],
    ] as const) {
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.idempotencyKey, `policy-changed:${policy.id}:${version}`));
      expect(mail?.attachments.map((a) => a.filename)).toContain(`${doc.number}.pdf`);
      expect(mail?.textBody).toContain(sentence);
    }
  });

  it("answers junk with 400 and another partner's or an unknown number with 404", async () => {
    const policy = await soldPolicy(t, cookie, 5);
    const url = (n: string) => `/api/policies/${policy.policyNo}/tax-documents/${n}`;
    expect((await owner.get(url("<script>"))).statusCode).toBe(400);
    expect((await owner.get(url("TI-9999999"))).statusCode).toBe(404);
    expect((await owner.get(url("CN-0000001"))).statusCode).toBe(404);
    expect((await other.get(url(policy.invoiceNo!))).statusCode).toBe(404);
  });
});

describe("the recipient's address and TRN, asked in step 1", () => {
  const address = "Bay Square 7, Business Bay, Dubai";
  const trn = "100234567800003";

  // A sale and its invoice's PDF: on a loaded machine it can take well over 30 s.
  it("prints a company's address and TRN, given in step 1, on the invoice of its sale", {
    timeout: 120_000,
  }, async () => {
    const q = await finalizedQuotation(t, cookie, validCompany({ sponsorAddress: address, sponsorTrn: trn }));
    const start = await owner.post(`/api/quotations/${q.quotationId}/payment`);
    expect((await notify(t, start.json().fields)).statusCode).toBe(200);
    const [sold] = await t.db
      .select({ policyNo: policies.policyNo })
      .from(policies)
      .where(eq(policies.quotationId, q.quotationId));
    const policyNo = sold!.policyNo;
    const [sale] = await listed(policyNo);
    const invoice = await linesOf(policyNo, sale!.number);
    expect(valueAfter(invoice, "Recipient")).toBe("Desert Rose Trading  المستلم");
    expect(valueAfter(invoice, "Recipient address")).toBe(`${address}  عنوان المستلم`);
    expect(valueAfter(invoice, "Recipient TRN")).toBe(`${trn}  الرقم الضريبي للمستلم`);
    // Step 1 shows them again on Previous.
    const detail = (await owner.get(`/api/quotations/${q.quotationId}`)).json();
    expect(detail.sponsor).toMatchObject({ sponsorAddress: address, sponsorTrn: trn });
  });

  it("takes a company's TRN from its Tax registration / File Number when that is one, and never a file number", async () => {
    const fromUid = await owner.post("/api/quotations", validCompany({ sponsorFileNumber: trn, sponsorTrn: "" }));
    expect(fromUid.statusCode, fromUid.body).toBe(201);
    const stored = (await owner.get(`/api/quotations/${fromUid.json().quotationId}`)).json();
    expect(stored.sponsor).toMatchObject({ sponsorFileNumber: trn, sponsorTrn: trn });

    const fileNumber = await owner.post("/api/quotations", validCompany({ sponsorTrn: "" }));
    expect(fileNumber.statusCode, fileNumber.body).toBe(201);
    const kept = (await owner.get(`/api/quotations/${fileNumber.json().quotationId}`)).json();
    expect(kept.sponsor.sponsorFileNumber).not.toMatch(/^\d{15}$/);
    expect(kept.sponsor.sponsorTrn ?? "").toBe("");
  });

  it("prints neither line for a sponsor who gave neither", async () => {
    const policy = await soldPolicy(t, cookie, 5);
    const invoice = await linesOf(policy.policyNo, policy.invoiceNo!);
    expect(invoice.some((l) => l.startsWith("Recipient address") || l.startsWith("Recipient TRN"))).toBe(false);
  });

  it.each([
    ["a TRN of 14 digits", validCompany({ sponsorTrn: "10023456780000" }), SPONSOR_MESSAGES.trnInvalid],
    ["a TRN with letters", validCompany({ sponsorTrn: "TRN100234567800" }), SPONSOR_MESSAGES.trnInvalid],
    [
      "a TRN for an individual",
      { ...validCompany(), ...individualOf(), sponsorTrn: trn },
      SPONSOR_MESSAGES.trnCompanyOnly,
    ],
  ])("refuses %s with 400, naming the field and the rule it broke", async (_case, body, message) => {
    const res = await owner.post("/api/quotations", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: API_ERROR_CODES.brokenRule, fieldErrors: { sponsorTrn: [message] } });
  });
});

/** The fields that make validCompany() an individual expatriate again. */
const individualOf = () => ({
  planfor: 1,
  documentType: 1,
  sponsorName: "Rahul Menon",
  gender: 1,
  sponsorDate: "1990-01-31",
  sponsorFileNumber: "201/2020/1234567",
});
