import { type APIRequestContext, expect } from "@playwright/test";
import { bornYearsAgo, iso, uniqueEmail } from "../tests/quotation-helpers";
import { payQuotationThroughApi } from "./sandbox-payment";

/**
 * State a journey starts from, built through the running server's real HTTP API with a signed-in client (a page's
 * `page.request`, which shares the browser's cookies, or a worker's own client from api-session.ts): the same
 * requests the wizard's pages send, so what the browser then shows is what a partner would have made by hand.
 * The journeys that are about these steps drive them in the browser once (decision 044).
 */

type MemberInput = Record<string, unknown>;
export type CreatedQuotation = { id: number; number: string; memberIds: number[] };

export const VALID_EMIRATES_ID = "784-1980-1234567-8";
const TINY_PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

/** Maria Santos, 30, a domestic worker on the lowest salary band, as step 2 sends her. */
export const domesticWorker = (): MemberInput => ({
  member_type: 3,
  relation: null,
  first_name: "Maria",
  family_name: "Santos",
  gender: 2,
  date_of_birth: iso(bornYearsAgo(30)),
  marital_status: "single",
  nationality: "PH",
  occupation: "Domestic worker",
  salary_band: "upto4000",
  is_newborn: false,
});

/** Steps 1 and 2: the quotation for an individual sponsor (fields of `sponsor` override), then its members. */
export async function quotationThroughApi(
  api: APIRequestContext,
  members: MemberInput[],
  sponsor: Record<string, unknown> = {},
): Promise<CreatedQuotation> {
  const created = await api.post("/api/quotations", {
    data: {
      productCategory: 1,
      planfor: 1,
      documentType: 1,
      sponsorName: "Ahmed Khan",
      sponsorMobile: "0501234567",
      sponsorEmail: uniqueEmail("pay"),
      gender: 1,
      sponsorDate: iso(bornYearsAgo(35)),
      sponsorFileNumber: "201/2020/1234567",
      tpaId: 3,
      ...sponsor,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { quotationId: id, quotationNo: number } = (await created.json()) as {
    quotationId: number;
    quotationNo: string;
  };
  for (const member of members) {
    const added = await api.post(`/api/quotations/${id}/members`, { data: member });
    expect(added.status(), await added.text()).toBe(201);
  }
  const listed = await api.get(`/api/quotations/${id}/members`);
  const memberIds = ((await listed.json()) as { members: { member_sno: number }[] }).members.map((m) => m.member_sno);
  return { id, number, memberIds };
}

async function upload(
  api: APIRequestContext,
  quotationId: number,
  fields: { flag: string; memberSno?: number; documentType: string },
) {
  const response = await api.post(`/api/quotations/${quotationId}/documents`, {
    multipart: {
      flag: fields.flag,
      ...(fields.memberSno === undefined ? {} : { memberSno: String(fields.memberSno) }),
      documentType: fields.documentType,
      uploadedFiles: { name: "copy.png", mimeType: "image/png", buffer: TINY_PNG },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** An H+ declaration: every member 170 cm and 70 kg, "No" to every question put to them. */
async function declareHealthy(api: APIRequestContext, quotationId: number) {
  const declaration = await (await api.get(`/api/quotations/${quotationId}/declaration`)).json();
  const members = (declaration.members as { id: number; gender: number }[]).map((m) => ({
    member_id: m.id,
    height_cm: 170,
    weight_kg: 70,
    answers: Object.fromEntries(
      (declaration.questions as { id: string; applies_to: string }[])
        .filter((q) => q.applies_to === "all" || m.gender === 2)
        .map((q) => [q.id, false]),
    ),
  }));
  const saved = await api.put(`/api/quotations/${quotationId}/declaration`, { data: { members } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * Steps 1–4: a quotation for domestic workers (one unless told), every document in place, the ID numbers saved, the
 * H+ declaration answered when the product is H+, and finalized: ready to pay.
 */
export async function finalizedQuotationThroughApi(
  api: APIRequestContext,
  sponsor: Record<string, unknown> = {},
  workers: MemberInput[] = [domesticWorker()],
): Promise<CreatedQuotation> {
  const quotation = await quotationThroughApi(api, workers, sponsor);
  for (const documentType of ["emirates_id", "visa"]) {
    await upload(api, quotation.id, { flag: "sponsor", documentType });
  }
  for (const workerId of quotation.memberIds) {
    for (const documentType of ["emirates_id", "passport", "visa", "photograph"]) {
      await upload(api, quotation.id, { flag: "W", memberSno: workerId, documentType });
    }
  }
  const screen = await api.get(`/api/quotations/${quotation.id}/documents`);
  const { form } = (await screen.json()) as {
    form: { sponsor: Record<string, unknown>; members: Record<string, unknown>[] };
  };
  form.sponsor.documentType = "EmiratesId";
  form.sponsor.emiratesId = VALID_EMIRATES_ID;
  for (const member of form.members) {
    Object.assign(member, {
      emiratesId: VALID_EMIRATES_ID,
      passportNo: "N1234567",
      uidNo: "123456789",
    });
  }
  const saved = await api.put(`/api/quotations/${quotation.id}/documents`, { data: form });
  expect(saved.status(), await saved.text()).toBe(200);
  if (sponsor.productCategory === 2) await declareHealthy(api, quotation.id);
  const finalized = await api.post(`/api/quotations/${quotation.id}/finalize`, { data: { declaration: true } });
  expect(finalized.status(), await finalized.text()).toBe(200);
  return quotation;
}

/**
 * A policy sold and paid: the quotation finalized through the API, then paid with an accepted card on the gateway
 * sandbox over HTTP. The quotation and the number of the policy issued for it.
 */
export async function paidPolicyThroughApi(
  api: APIRequestContext,
  sponsor: Record<string, unknown> = {},
  workers: MemberInput[] = [domesticWorker()],
) {
  const quotation = await finalizedQuotationThroughApi(api, sponsor, workers);
  const paid = await payQuotationThroughApi(api, quotation.id);
  expect(paid.status, JSON.stringify(paid)).toBe("accepted");
  expect(paid.policyNo, "the policy issued for the payment").toBeTruthy();
  return { quotation, policyNo: paid.policyNo! };
}
