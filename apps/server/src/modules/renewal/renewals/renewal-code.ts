import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Language } from "@pp/domain";
import {
  maskEmail,
  RENEWAL_ACCESS_MESSAGES,
  RENEWAL_CODE_LENGTH,
  RENEWAL_CODE_MAX_TRIES,
  RENEWAL_CODE_MINUTES,
  RENEWAL_CODE_RESEND_SECONDS,
  RENEWAL_CODE_SENDS_PER_HOUR,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import { countRecentEvents } from "../../../audit/recent-events";
import { lockName } from "../../../db/advisory-lock";
import type { Db } from "../../../db/client";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { HttpError } from "../../../http/http-error";
import { enqueueMail } from "../../../mail/outbox";
import {
  lockNewestCode,
  policyContact,
  replaceRenewalCode,
  setCodeTries,
  useCodeAndVerifyGrant,
} from "./renewal-access-repository";
import { renewalCodeMail } from "./renewal-code-mail";
import type { HeldGrant } from "./renewal-grant";

/** Keyed with the grant's secret, which only the customer's cookie holds: a leaked table does not give codes away. */
const codeHash = (grant: HeldGrant, code: string) => createHmac("sha256", grant.token).update(code).digest("hex");

const newCode = () => String(randomInt(0, 10 ** RENEWAL_CODE_LENGTH)).padStart(RENEWAL_CODE_LENGTH, "0");

/**
 * E-mails a new code to the address on the policy, ending any earlier code for the policy. At most one code a minute
 * and a few an hour per policy and per client, counted under the policy's lock so parallel requests cannot add more.
 */
/** Sends the code in the language of the page that asked for it (the customer reads it there, minutes later). */
export async function sendRenewalCode(db: Db, grant: HeldGrant, opts: { client: string; language: Language }) {
  const code = newCode();
  return db.transaction(async (tx) => {
    await lockName(tx, `renewal-code:${grant.policyId}`);
    const subject = { subjectType: "policy", subjectId: String(grant.policyId) };
    const [lastMinute, lastHour, fromClient] = await Promise.all([
      countRecentEvents(tx, {
        event: "renewal_code_sent",
        ...subject,
        minutes: RENEWAL_CODE_RESEND_SECONDS / 60,
        cap: 1,
      }),
      countRecentEvents(tx, { event: "renewal_code_sent", ...subject, minutes: 60, cap: RENEWAL_CODE_SENDS_PER_HOUR }),
      countRecentEvents(tx, {
        event: "renewal_code_sent",
        ip: opts.client,
        minutes: 60,
        cap: RENEWAL_CODE_SENDS_PER_HOUR,
      }),
    ]);
    if (lastHour >= RENEWAL_CODE_SENDS_PER_HOUR || fromClient >= RENEWAL_CODE_SENDS_PER_HOUR) {
      throw new HttpError(429, RENEWAL_ACCESS_MESSAGES.tooManySends);
    }
    if (lastMinute >= 1) throw new HttpError(429, RENEWAL_ACCESS_MESSAGES.resendTooSoon);
    const policy = await policyContact(tx, grant.policyId);
    if (!policy) throw new HttpError(404, NOT_FOUND_ANSWERS.policy);
    const codeId = await replaceRenewalCode(tx, {
      grantTokenHash: grant.tokenHash,
      policyId: grant.policyId,
      codeHash: codeHash(grant, code),
      expiresAt: new Date(Date.now() + RENEWAL_CODE_MINUTES * 60_000),
    });
    await enqueueMail(
      tx,
      renewalCodeMail({ codeId, to: policy.email, policyNo: policy.policyNo, code, language: opts.language }),
    );
    await recordAudit(tx, { event: "renewal_code_sent", ...subject, ip: opts.client });
    return { sentTo: maskEmail(policy.email), validForMinutes: RENEWAL_CODE_MINUTES };
  });
}

/**
 * Checks the code against this grant's newest one, under its row lock: 5 tries, 10 minutes, once. The right code
 * marks the grant as verified, which shows the full details and allows changing the contact details.
 */
export async function verifyRenewalCode(db: Db, grant: HeldGrant, opts: { code: string; client: string }) {
  const outcome = await db.transaction(async (tx) => {
    const row = await lockNewestCode(tx, grant.tokenHash);
    if (!row) return { status: 409, message: RENEWAL_ACCESS_MESSAGES.noCode };
    if (row.tries >= RENEWAL_CODE_MAX_TRIES) return { status: 429, message: RENEWAL_ACCESS_MESSAGES.tooManyTries };
    if (row.endedAt) return { status: 409, message: RENEWAL_ACCESS_MESSAGES.replaced };
    if (row.expiresAt <= new Date()) return { status: 410, message: RENEWAL_ACCESS_MESSAGES.expired };
    const given = Buffer.from(codeHash(grant, opts.code));
    const right = given.length === row.codeHash.length && timingSafeEqual(given, Buffer.from(row.codeHash));
    if (!right) {
      const tries = row.tries + 1;
      await setCodeTries(tx, row.id, tries);
      await recordAudit(tx, {
        event: "renewal_code_failed",
        subjectType: "policy",
        subjectId: String(grant.policyId),
        ip: opts.client,
      });
      return tries >= RENEWAL_CODE_MAX_TRIES
        ? { status: 429, message: RENEWAL_ACCESS_MESSAGES.tooManyTries }
        : { status: 400, message: RENEWAL_ACCESS_MESSAGES.wrongCode(RENEWAL_CODE_MAX_TRIES - tries), field: true };
    }
    await useCodeAndVerifyGrant(tx, row.id, grant.tokenHash);
    await recordAudit(tx, {
      event: "renewal_code_verified",
      subjectType: "policy",
      subjectId: String(grant.policyId),
      ip: opts.client,
    });
    return null;
  });
  if (outcome) {
    throw new HttpError(outcome.status, outcome.message, "field" in outcome ? { code: [outcome.message] } : undefined);
  }
  return { verified: true };
}
