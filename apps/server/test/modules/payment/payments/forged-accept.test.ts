import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, SANDBOX_SECRET_KEY } from "../../../../src/config";
import { policies } from "../../../../src/db/schema";
import { signFields } from "../../../../src/payments/secure-acceptance";
import { api, finalizedQuotation, formBody } from "../../../support/journey";
import { PRODUCTION_ENV } from "../../../support/production-env";
import { createTestApp, signInAs } from "../../../support/test-app";

/** A deployment's database; `NODE_ENV: ""` is a NODE_ENV nobody wrote. */
const FORGOTTEN_NODE_ENV = { NODE_ENV: "", DATABASE_URL: "postgresql://portal@db.internal:5432/portal" };

/** Production's settings, NODE_ENV left out. */
const { NODE_ENV: _, ...REAL_GATEWAY } = PRODUCTION_ENV;

/**
 * The attack: a partner starts paying a finalized quotation, then, instead of paying, signs an ACCEPT for it with the
 * sandbox's published secret and posts it to the gateway's notification endpoint. Returns what the portal did.
 */
async function forgeAccept(env: Record<string, string>) {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return { startUp: "refused", message: err.message };
    throw err;
  }
  // The attacker is a signed-in partner; whether that partner needed a second factor is the two-factor tests' subject.
  const t = await createTestApp({ ...env, TWO_FACTOR_REQUIRED: "false" });
  try {
    const partner = await signInAs(t, "agent.all");
    const q = await finalizedQuotation(t, partner);
    const start = await api(t, partner).post(`/api/quotations/${q.quotationId}/payment`);
    const request = start.json().fields as Record<string, string>;
    const forged = signFields(
      {
        decision: "ACCEPT",
        reason_code: "100",
        message: "Request was processed successfully.",
        transaction_id: `9${Date.now()}`,
        req_reference_number: request.reference_number!,
        req_transaction_uuid: request.transaction_uuid!,
        req_amount: request.amount!,
        req_currency: request.currency!,
        req_card_number: "xxxxxxxxxxxx1111",
      },
      SANDBOX_SECRET_KEY,
    );
    const answer = await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(forged) });
    const issued = await t.db.select().from(policies).where(eq(policies.quotationId, q.quotationId));
    return { startUp: "started", notifyStatus: answer.statusCode, policiesIssued: issued.length };
  } finally {
    await t.close();
  }
}

describe("an ACCEPT signed with the sandbox's published secret", () => {
  it("issues no policy on a DATABASE_URL deployment that forgot NODE_ENV: the portal refuses to start", async () => {
    const outcome = await forgeAccept(FORGOTTEN_NODE_ENV);
    expect(outcome).toEqual({
      startUp: "refused",
      message: expect.stringMatching(/NODE_ENV is not set and DATABASE_URL is, so the portal runs as production/),
    });
    expect(outcome.message).toMatch(/PAYMENT_SECRET_KEY/);
  });

  it("is refused with a 400, and issues nothing, once that deployment has its real gateway keys", async () => {
    const outcome = await forgeAccept({ ...FORGOTTEN_NODE_ENV, ...REAL_GATEWAY });
    expect(outcome).toEqual({ startUp: "started", notifyStatus: 400, policiesIssued: 0 });
    // An app of its own (a fresh database), a sign-in and a quotation to pay: 26 s was seen at a load of 20.
  }, 90_000);
});
