import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_INSURER } from "../../../../src/insurer-config";
import { PartnerAdminError, setPartnerRegistration } from "../../../../src/modules/identity/partners/partner-admin";
import { DOCUMENT_FRAME, LABELS } from "../../../../src/pdf/document-labels";
import { api, formBody, gatewayAnswer, startedPayment } from "../../../support/journey";
import { pdfText, withoutMarks } from "../../../support/pdf-text";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let owner: ReturnType<typeof api>;
let policyNo: string;
beforeAll(async () => {
  t = await createTestApp();
  const cookie = await signInAs(t, "agent.all");
  owner = api(t, cookie);
  const { request } = await startedPayment(t, cookie);
  const answer = gatewayAnswer(t, request);
  await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(answer) });
  policyNo = (await owner.get(`/api/payments/${answer.transaction_id}`)).json().policyNo;
});
afterAll(() => t.close());

/**
 * Text without spaces, direction marks or Arabic vowel marks (the reader drops them, see pdf-text.ts): a reader may
 * split a line into pieces, but never reorders letters.
 */
const squash = (text: string) => withoutMarks(text).replace(/[\s\u2066-\u2069]/g, "");
const documentText = async (name: string) => pdfText((await owner.get(`/api/policies/${policyNo}/${name}`)).rawPayload);

describe("a policy's documents in Arabic and English", () => {
  it("print the schedule's Arabic so that extracted text reads as written, right to left", async () => {
    const text = await documentText("schedule.pdf");
    for (const arabic of [
      "جدول الوثيقة",
      DEMO_INSURER.legalNameAr,
      LABELS.policyNo.ar,
      LABELS.sponsorEmail.ar,
      LABELS.dateOfBirth.ar,
      "مدة التأمين",
      "الأعضاء المؤمَّن عليهم",
      "الحد السنوي 150,000 درهم لكل عضو.",
      DOCUMENT_FRAME.arabicPrevails.ar,
    ]) {
      expect(squash(text), arabic).toContain(squash(arabic));
    }
    // Words in reading order: the first word of the sentence comes before its last one.
    expect(text.indexOf("صدر هذا المستند")).toBeLessThan(text.indexOf(withoutMarks("يُعتمد النص العربي")));
    expect(text.indexOf(withoutMarks("يُعتمد النص العربي"))).toBeGreaterThan(0);
    // No glyph that maps to nothing: such a glyph comes out as a control character or a replacement mark.
    const junk = [...text].filter((c) => (c < " " && !/\s/.test(c)) || c === "\ufffd");
    expect(junk).toEqual([]);
    expect(text).toContain("Policy schedule");
    expect(text).toContain(policyNo);
  });

  it("disclose the insurer, its registration, the partner as its intermediary and how to complain", async () => {
    for (const name of ["schedule.pdf", "receipt.pdf"]) {
      const text = (await documentText(name)).replace(/\s+/g, " ");
      expect(text).toContain(
        `${DEMO_INSURER.legalName} (insurance regulator registration no. ${DEMO_INSURER.registrationNo})`,
      );
      expect(text).toContain(
        "Al Noor Insurance Brokers (insurance regulator registration no. 101 (demonstration)) sold it as the insurer's intermediary.",
      );
      // The address may wrap at a slash.
      expect(squash(text)).toContain(squash(`the complaints procedure is at ${t.config.publicUrl}/complaints`));
      expect(squash(text)).toContain(squash(`تتحمل ${DEMO_INSURER.legalNameAr}`));
      // The Arabic side gives the insurer's Arabic address, the English side its English one.
      expect(squash(text)).toContain(squash(DEMO_INSURER.addressAr));
      expect(squash(text)).toContain(squash(DEMO_INSURER.address));
      expect(text).toContain(DOCUMENT_FRAME.arabicPrevails.en);
    }
  });

  it("disclose the partner's registration as the partner administration last recorded it, and refuse a junk number", async () => {
    await setPartnerRegistration(t.db, "agent.all", "BRK-2031/7");
    // Documents already rendered keep what they said; a new policy's documents say the new number.
    const cookie = await signInAs(t, "agent.all");
    const { request } = await startedPayment(t, cookie);
    const answer = gatewayAnswer(t, request);
    await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(answer) });
    const newer = (await owner.get(`/api/payments/${answer.transaction_id}`)).json().policyNo;
    const text = (await pdfText((await owner.get(`/api/policies/${newer}/schedule.pdf`)).rawPayload)).replace(
      /\s+/g,
      " ",
    );
    expect(text).toContain("Al Noor Insurance Brokers (insurance regulator registration no. BRK-2031/7) sold it");
    await expect(setPartnerRegistration(t.db, "agent.all", "<script>")).rejects.toThrow(PartnerAdminError);
    await expect(setPartnerRegistration(t.db, "agent.all", "")).rejects.toThrow(PartnerAdminError);
  });
});
