import { maskEmail } from "@pp/domain";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../../../support/pdf-text";
import { createTestApp, type TestApp } from "../../../support/test-app";
import { customer, findAs, person, policyDueIn, renewAndPay, unlock } from "./renewal-fixtures";

/*
 * What a page masks, no document of that page prints: a customer who renewed without the code sent to the address
 * on file sees the sponsor as "Khalid R." and the e-mail masked, and the receipt, tax invoice and health cards the
 * result page offers them print the same.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const documentsOf = async (c: ReturnType<typeof customer>, transactionId: string) => {
  const text = async (file: string) => {
    const res = await c.call("GET", `/api/renewals/payments/${transactionId}/${file}`);
    expect(res.statusCode, `${file}: ${res.body.slice(0, 200)}`).toBe(200);
    return pdfText(res.rawPayload);
  };
  return {
    receipt: await text("receipt.pdf"),
    invoice: await text("tax-invoice.pdf"),
    cards: await text("member-cards.pdf"),
  };
};

// Three documents rendered per case, the first on a CPU pool thread that starts then.
describe("the documents of a renewal's payment result", { timeout: 120_000 }, () => {
  it("print the sponsor and members as the masked page shows them, to a customer who did not enter the code", async () => {
    const aisha = person({ firstName: "Aisha", familyName: "Rahman" });
    const { policy } = await policyDueIn(t, 20, [aisha]);
    const c = customer(t, "192.0.2.71");
    await findAs(c, aisha);
    const answer = await renewAndPay(t, c, 1);

    const page = (await c.call("GET", `/api/renewals/payments/${answer.transaction_id}`)).json();
    expect(page.sponsorEmail).toBe(maskEmail(policy.sponsorEmail));
    const { receipt, invoice, cards } = await documentsOf(c, answer.transaction_id!);
    expect(receipt).toContain("Khalid R.");
    expect(receipt).toContain(page.sponsorEmail);
    expect(invoice).toContain("Khalid R.");
    expect(invoice).toContain(page.sponsorEmail);
    expect(invoice).toContain("Aisha R.");
    expect(cards).toContain("Aisha R.");
    for (const [name, text] of Object.entries({ receipt, invoice, cards })) {
      for (const hidden of ["Rahman", policy.sponsorEmail])
        expect(text, `${name} prints ${hidden}`).not.toContain(hidden);
    }

    // "Download all documents" hands over the same three, masked alike.
    // (Read again: the page offers it once the receipt exists, which the reads above made sure of.)
    const ready = (await c.call("GET", `/api/renewals/payments/${answer.transaction_id}`)).json();
    expect(ready.documentsUrl).toBe(`/api/renewals/payments/${answer.transaction_id}/documents.zip`);
    const all = await c.call("GET", ready.documentsUrl);
    expect(all.statusCode, all.body.slice(0, 200)).toBe(200);
    const zip = await JSZip.loadAsync(all.rawPayload);
    const texts = await Promise.all(
      Object.values(zip.files).map(async (file) => pdfText(await file.async("nodebuffer"))),
    );
    expect(Object.keys(zip.files).sort()).toEqual(
      ["member-cards", "payment-receipt", "tax-invoice"].map((kind) => `${kind}-${ready.policyNo}.pdf`),
    );
    expect(texts.sort()).toEqual([receipt, invoice, cards].sort());
  });

  it("print them in full for the customer who entered the code, as the page does", async () => {
    const omar = person({ firstName: "Omar", familyName: "Haddad" });
    const { policy } = await policyDueIn(t, 20, [omar]);
    const c = customer(t, "192.0.2.72");
    await findAs(c, omar);
    await unlock(t, c, policy.sponsorEmail);
    const answer = await renewAndPay(t, c, 1);

    const page = (await c.call("GET", `/api/renewals/payments/${answer.transaction_id}`)).json();
    expect(page.sponsorEmail).toBe(policy.sponsorEmail);
    const { receipt, invoice, cards } = await documentsOf(c, answer.transaction_id!);
    expect(receipt).toContain("Khalid Rahman");
    expect(receipt).toContain(policy.sponsorEmail);
    expect(invoice).toContain("Omar Haddad");
    expect(cards).toContain("Omar Haddad");
  });
});
