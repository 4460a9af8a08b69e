import { API_ERROR_CODES, addDays, toIsoDate } from "@pp/domain";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { policyMembers } from "../../src/db/schema";
import { policyOf, siteSale } from "../modules/backoffice/backoffice/backoffice-fixtures";
import { invitationLinkTo, sendInvitation, videoCallBody } from "../modules/outreach/invitations/invitation-fixtures";
import {
  allowedRequestsFor,
  describeRequest,
  type FuzzRequest,
  type KnownValues,
  requestsFor,
} from "../support/fuzz-requests";
import { api, finalizedQuotation, formBody, gatewayAnswer } from "../support/journey";
import { type Operation, operationsOf } from "../support/openapi";
import { validMember, validSponsor } from "../support/quotation-fixtures";
import { createTestApp, signInAs } from "../support/test-app";

/*
 * Property: no request makes the server answer 5xx. For every operation of the app's own OpenAPI document, at least
 * 200 generated requests (FUZZ_RUNS per context), without a session and with a signed-in partner's session that also
 * holds a renewal grant, with real ids and link tokens mixed into the junk. A failure names the endpoint and the
 * (shrunk) request. Deterministic by default; FUZZ_SEED=<n> tries another seed, FUZZ_RUNS=<n> more runs, and
 * FUZZ_STATS=1 prints how each endpoint answered (to see that the requests get past validation into the handlers).
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_260_211);
const runs = Number(process.env.FUZZ_RUNS ?? 110);
/** Fuzz traffic comes from its own address, so its failed sign-ins and searches never limit the fixtures' own. */
const FUZZ_CLIENT = "203.0.113.77";

const t = await createTestApp();
afterAll(() => t.close());

let cookie = await signInAs(t, "agent.all");
const partner = () => api(t, cookie);

async function fixtures(): Promise<{ known: KnownValues; renewalCookie: string }> {
  const paidQ = await finalizedQuotation(t, cookie);
  const paidStart = (await partner().post(`/api/quotations/${paidQ.quotationId}/payment`)).json();
  const paid = gatewayAnswer(t, paidStart.fields);
  expect((await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(paid) })).statusCode).toBe(200);
  const policyNo = (await partner().get(`/api/payments/${paid.transaction_id}`)).json().policyNo as string;

  const openQ = await finalizedQuotation(t, cookie);
  const started = (await partner().post(`/api/quotations/${openQ.quotationId}/payment`)).json();
  const documentIds = Object.keys((await partner().get(`/api/quotations/${openQ.quotationId}/documents`)).json().files);

  const invited = await sendInvitation(t, cookie, {
    kind: "basic",
    name: "Aisha Khan",
    email: "aisha.fuzz@example.com",
    mobile_prefix: "055",
    mobile_number: "1234567",
    reference: openQ.quotationNo,
  });
  const token = (await invitationLinkTo(t, invited.recipientEmail)).path.split("/").at(-1)!;

  const duePolicy = (await policyOf(t, "agent.all", 20)).policy;
  const due = duePolicy.policyNo;
  const insured = await t.db.select().from(policyMembers).where(eq(policyMembers.policyId, duePolicy.id));
  const grant = await partner().post("/api/renewals/partner-start", { policyNo: due });
  expect(grant.statusCode, grant.body).toBe(200);
  const renewal = grant.cookies.find((c) => c.name === "pp_renewal")!.value;

  const today = toIsoDate(new Date());
  return {
    renewalCookie: `pp_renewal=${renewal}`,
    known: {
      path: {
        id: [String(openQ.quotationId), String(paidQ.quotationId), String(invited.id)],
        memberId: [String(openQ.memberSno)],
        token: [token],
        transactionId: [paid.transaction_id!],
        policyNo: [policyNo, due],
        number: [openQ.quotationNo, policyNo],
        documentId: documentIds,
        tpa: ["1", "3"],
      },
      headers: {
        "x-api-key": Object.values(t.config.siteApiKeys),
        "idempotency-key": ["fuzz-idempotency-0001"],
      },
      text: [
        today,
        addDays(today, 3),
        "1985-06-15",
        "10:30",
        "784-1980-1234567-8",
        "N1234567",
        "123456789",
        "0501234567",
        "1234567",
        "050",
        "201/2020/1234567",
        "Rahul Menon",
        "rahul.menon@example.com",
        "https://zoom.us/j/123",
        "BQ-2026-000001",
        openQ.quotationNo,
        policyNo,
        due,
      ],
      paymentRequests: [started.fields, paidStart.fields],
      uploadFields: [
        { flag: "sponsor", documentType: "emirates_id" },
        { flag: "D", memberSno: String(openQ.memberSno), documentType: "passport" },
        { number: policyNo, documentType: "Medical report", note: "Annual check-up\nسنوي" },
      ],
      examples: {
        "POST /api/quotations": validSponsor(),
        "PUT /api/quotations/{id}/sponsor": validSponsor(),
        "POST /api/quotations/{id}/members": validMember(),
        "PUT /api/quotations/{id}/members/{memberId}": validMember(),
        "POST /api/quotations/retrieve": {
          quotationNo: openQ.quotationNo,
          sponsorMobile: "0501234567",
          sponsorEmail: "rahul.menon@example.com",
        },
        "POST /api/invitations": {
          kind: "basic-renewal",
          name: "Aisha Khan",
          email: "aisha.fuzz.renew@example.com",
          mobile_prefix: "055",
          mobile_number: "1234567",
          reference: due,
        },
        "POST /api/video-calls": videoCallBody({ note: "Plans\nand prices" }),
        "POST /api/renewals/search": {
          searchBy: 3,
          searchText: insured[0]!.passportNo,
          dateOfBirth: insured[0]!.dateOfBirth,
        },
        "PUT /api/renewals/current": {
          memberIds: insured.map((m) => m.id),
          email: "khalid.fuzz@example.com",
          mobile_prefix: "052",
          mobile_number: "1234567",
        },
        "POST /api/site-reports/{site}": siteSale("FUZZ-1"),
        "POST /api/auth/password-reset/request": { identifier: "nobody@example.com" },
      },
      gatewaySecret: t.config.gateway.secretKey,
    },
  };
}

const { known, renewalCookie } = await fixtures();
const operations = operationsOf(t);
let sent = 0;
let answered5xx = 0;
const statuses = new Map<string, Map<number, number>>();

afterAll(() => {
  if (process.env.FUZZ_STATS) {
    for (const [name, counts] of statuses) {
      console.log(
        `${name}: ${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(" ")}`,
      );
    }
  }
  console.log(
    `api fuzz: ${sent} requests to ${operations.length} endpoints (seed ${seed}, ${runs} runs per context), ${answered5xx} answered 5xx`,
  );
});

/** The partner's session may have been ended by a fuzzed sign-out; the next endpoint gets a fresh one. */
async function partnerCookies() {
  const session = await t.app.inject({ url: "/api/session", headers: { cookie: `pp_session=${cookie}` } });
  if (session.statusCode !== 200) cookie = await signInAs(t, "agent.all");
  return `pp_session=${cookie}; ${renewalCookie}`;
}

/** A generated request, sent from the fuzz's own address and counted. */
function inject(r: FuzzRequest) {
  sent++;
  return t.app.inject({
    method: r.method as "GET",
    url: r.url,
    headers: r.headers,
    payload: r.payload,
    remoteAddress: FUZZ_CLIENT,
  });
}

async function send(r: FuzzRequest & { operation: string }) {
  const res = await inject(r);
  const counts = statuses.get(r.operation) ?? new Map<number, number>();
  counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
  statuses.set(r.operation, counts);
  if (res.statusCode >= 500) {
    answered5xx++;
    const logged = t.logs.filter((l) => l.includes('"level":50')).at(-1) ?? "(nothing logged)";
    throw new Error(
      `answered ${res.statusCode}\n${describeRequest(r)}\nanswer: ${res.body.slice(0, 300)}\nlog: ${logged}`,
    );
  }
}

describe("no request makes the API answer 5xx", () => {
  it("covers every endpoint of the OpenAPI document", () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it.each(operations.map((op, i) => [`${op.method} ${op.path}`, op, i] as const))(
    "%s",
    async (_name, op, i) => {
      for (const [c, context] of (["without a session", "as a signed-in partner"] as const).entries()) {
        const cookies = context === "without a session" ? undefined : await partnerCookies();
        await fc.assert(
          fc.asyncProperty(requestsFor(op, known, cookies), async (r) => send({ ...r, operation: _name })),
          { seed: seed + 2 * i + c, numRuns: runs },
        );
      }
    },
    180_000,
  );
});

type Answer = Awaited<ReturnType<typeof t.app.inject>>;

/** A document-valid request of `op`, sent: a 5xx, or an answer `refuses` finds refusing it, fails the property. */
const documentAllowed = (name: string, op: Operation, cookies: string, refuses: (res: Answer) => boolean) =>
  fc.asyncProperty(allowedRequestsFor(op, known, cookies), async (r) => {
    const res = await inject(r);
    if (refuses(res) || res.statusCode >= 500)
      throw new Error(`${name} answered ${res.statusCode}\n${describeRequest(r)}\nanswer: ${res.body.slice(0, 300)}`);
  });

/*
 * Property: what the document allows is accepted. A request generated to be valid by the document — real ids where
 * the fixtures have them, every query parameter valid by its schema — answers 2xx, a redirect, or a 4xx that depends
 * on state (403 for another role's address, 404 for an id the fixtures do not hold, 409, 410, 429), never 400: a 400
 * means the document allows what the server refuses, and a client generated from it would send it (decision 041).
 * Reads: their input is all in the address, so the document says everything about them.
 */
describe("what the document allows is accepted", () => {
  const reads = operations.filter((op) => op.method === "GET" && op.path.startsWith("/api/"));

  it.each(reads.map((op, i) => [`${op.method} ${op.path}`, op, i] as const))(
    "%s",
    async (name, op, i) => {
      await fc.assert(
        documentAllowed(name, op, await partnerCookies(), (res) => res.statusCode === 400),
        { seed: seed + 7 * i, numRuns: Math.ceil(runs / 2) },
      );
    },
    180_000,
  );
});

/*
 * The same property for writes: a request whose path, query and body are valid by the operation's request schemas
 * never answers 5xx, and is never refused as malformed (400 with code MALFORMED_REQUEST). It may break a rule the
 * document cannot state — across fields, against today, against the records (a plan's member types, a wrong
 * password) — and that refusal says so with its code, BROKEN_RULE (decision 046); or depend on state (401, 403, 404,
 * 409, 410, 422, 429). Fewer runs than the reads: writes render, hash and mail, and the suite is slow enough.
 */
describe("what the document allows is accepted (writes)", () => {
  const writes = operations.filter((op) => op.method !== "GET" && op.path.startsWith("/api/"));
  const malformed = (res: Answer) => res.statusCode === 400 && res.json().code === API_ERROR_CODES.malformedRequest;

  it.each(writes.map((op, i) => [`${op.method} ${op.path}`, op, i] as const))(
    "%s",
    async (name, op, i) => {
      await fc.assert(documentAllowed(name, op, await partnerCookies(), malformed), {
        seed: seed + 11 * i,
        numRuns: Math.ceil(runs / 4),
      });
    },
    180_000,
  );
});
