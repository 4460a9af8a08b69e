import { type DeclarationResponse, questionApplies } from "@pp/domain";
import { desc, eq } from "drizzle-orm";
import { mailOutbox } from "../../src/db/schema";
import { signFields } from "../../src/payments/secure-acceptance";
import { multipart, pdfBytes, pngBytes } from "./files";
import { createQuotationAs, validEmployee, validMember, validSponsor } from "./quotation-fixtures";
import { sessionHeader, type TestApp } from "./test-app";

export const VALID_EMIRATES_ID = "784-1980-1234567-8";

export function api(t: TestApp, cookie: string) {
  const headers = sessionHeader(t, cookie);
  return {
    /** The session's headers, for a request the helpers below do not make. */
    headers,
    get: (url: string) => t.app.inject({ method: "GET", url, headers }),
    post: (url: string, payload?: object) => t.app.inject({ method: "POST", url, payload, headers }),
    put: (url: string, payload?: object) => t.app.inject({ method: "PUT", url, payload, headers }),
    upload: (url: string, fields: Record<string, string>, file: { name: string; bytes: Buffer }) => {
      const body = multipart(fields, file);
      return t.app.inject({ method: "POST", url, payload: body.payload, headers: { ...headers, ...body.headers } });
    },
  };
}

/**
 * A quotation with one spouse (a company's: one employee), every required document uploaded (a company's trade
 * licence, an individual's Emirates ID and visa), the ID numbers saved and the declaration ticked.
 */
export async function finalizedQuotation(t: TestApp, cookie: string, sponsor: object = validSponsor()) {
  const a = api(t, cookie);
  const company = (sponsor as { planfor?: number }).planfor === 2;
  const q = await createQuotationAs(t, cookie, sponsor);
  const member = company ? validEmployee() : validMember();
  const members = (await a.post(`/api/quotations/${q.quotationId}/members`, member)).json();
  const memberSno = members.members[0].member_sno as number;
  const up = (flag: string, documentType: string, extra: Record<string, string> = {}) =>
    a.upload(
      `/api/quotations/${q.quotationId}/documents`,
      { flag, documentType, ...extra },
      { name: `${documentType}.png`, bytes: pngBytes() },
    );
  for (const slot of company ? ["trade_licence"] : ["emirates_id", "visa"]) await up("sponsor", slot);
  const flag = company ? "W" : "D";
  for (const slot of ["emirates_id", "passport", "visa", "photograph", ...(company ? ["labour_contract"] : [])])
    await up(flag, slot, { memberSno: String(memberSno) });
  await a.upload(
    `/api/quotations/${q.quotationId}/documents`,
    { flag, documentType: "insurance_certificate", memberSno: String(memberSno) },
    { name: "cert.pdf", bytes: pdfBytes() },
  );
  const screen = (await a.get(`/api/quotations/${q.quotationId}/documents`)).json();
  const form = screen.form;
  if (!company) {
    form.sponsor.documentType = "EmiratesId";
    form.sponsor.emiratesId = VALID_EMIRATES_ID;
  }
  form.members[0].emiratesId = VALID_EMIRATES_ID;
  form.members[0].passportNo = "N1234567";
  form.members[0].uidNo = "123456789";
  const saved = await a.put(`/api/quotations/${q.quotationId}/documents`, form);
  if (saved.statusCode !== 200) throw new Error(`documents save failed: ${saved.body}`);
  if ((sponsor as { productCategory?: number }).productCategory === 2) await declareHealthy(t, cookie, q.quotationId);
  const fin = await a.post(`/api/quotations/${q.quotationId}/finalize`, { declaration: true });
  if (fin.statusCode !== 200) throw new Error(`finalize failed: ${fin.body}`);
  return { ...q, memberSno };
}

/** Every member of an H+ quotation declared 170 cm, 70 kg and "no" to every question put to them. */
async function declareHealthy(t: TestApp, cookie: string, quotationId: number) {
  const a = api(t, cookie);
  const { questions, members } = (
    await a.get(`/api/quotations/${quotationId}/declaration`)
  ).json() as DeclarationResponse;
  const body = {
    members: members.map((m) => ({
      member_id: m.id,
      height_cm: 170,
      weight_kg: 70,
      answers: Object.fromEntries(questions.filter((q) => questionApplies(q, m.gender)).map((q) => [q.id, false])),
    })),
  };
  const saved = await a.put(`/api/quotations/${quotationId}/declaration`, body);
  if (saved.statusCode !== 200) throw new Error(`declaration failed: ${saved.body}`);
}

/** A finalized quotation whose payment was started: the signed fields the browser would post to the gateway. */
export async function startedPayment(t: TestApp, cookie: string) {
  const q = await finalizedQuotation(t, cookie);
  const start = await api(t, cookie).post(`/api/quotations/${q.quotationId}/payment`);
  if (start.statusCode !== 200) throw new Error(`the payment did not start: ${start.statusCode} ${start.body}`);
  return { q, request: start.json().fields as Record<string, string>, start: start.json() };
}

/** What the gateway answers for a payment request, signed with the sandbox secret. */
export function gatewayAnswer(
  t: TestApp,
  request: Record<string, string>,
  decision = "ACCEPT",
  overrides: Record<string, string> = {},
) {
  return signFields(
    {
      decision,
      reason_code: decision === "ACCEPT" ? "100" : "203",
      message: decision === "ACCEPT" ? "Request was processed successfully." : "General decline of the card.",
      transaction_id: `7${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      req_reference_number: request.reference_number!,
      req_transaction_uuid: request.transaction_uuid!,
      req_amount: request.amount!,
      req_currency: request.currency!,
      req_card_number: "xxxxxxxxxxxx1111",
      // A full approval authorises the whole amount; a partial one less (overrides say so).
      auth_amount: decision === "ACCEPT" ? request.amount! : "",
      ...overrides,
    },
    t.config.gateway.secretKey,
  );
}

export const formBody = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

/** The hidden fields of a server-rendered page that posts itself on to the gateway. */
export const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [
      m[1]!,
      m[2]!.replaceAll("&#39;", "'").replaceAll("&amp;", "&"),
    ]),
  );

/**
 * A finalized quotation whose payment link was e-mailed to its sponsor: the send's answer, the mail, and the link's
 * path as the customer's browser opens it.
 */
export async function sentPaymentLink(t: TestApp, cookie: string) {
  const quotation = await finalizedQuotation(t, cookie);
  const sent = await api(t, cookie).post(`/api/quotations/${quotation.quotationId}/payment-link`);
  if (sent.statusCode !== 202) throw new Error(`payment link failed: ${sent.statusCode} ${sent.body}`);
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, validSponsor().sponsorEmail))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const path = /http:\/\/localhost:3000(\/pay\/[\w-]+)/.exec(mail!.textBody)![1]!;
  return { quotation, sent, mail: mail!, path };
}
