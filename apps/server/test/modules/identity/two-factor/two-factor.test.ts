import { generateKeyPairSync } from "node:crypto";
import { TWO_FACTOR_MESSAGES } from "@pp/domain";
import { and, count, desc, eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, mailOutbox, partnerTwoFactor, recoveryCodes, trustedBrowsers } from "../../../../src/db/schema";
import { addPartner, resetPartnerTwoFactor } from "../../../../src/modules/identity/partners/partner-admin";
import { findPartnerByUserId } from "../../../../src/modules/identity/partners/partner-repository";
import { findOwnerOf } from "../../../../src/modules/identity/partners/partner-user-repository";
import { hashToken } from "../../../../src/security/tokens";
import { resetPasswordByMail } from "../../../support/password-reset";
import { createTestApp, sessionCookieOf, signInAs, type TestApp } from "../../../support/test-app";
import {
  browserStep,
  cookieHeader,
  deviceKey,
  enrolSecondFactor,
  passwordStep,
  secondStep,
  totpCode,
} from "../../../support/two-factor";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = "Falcon#Harbour2026";
let partnerCount = 0;

/** A partner of its own for each test, signed in, with or without a second factor. */
async function newPartner(opts: { enrolled?: boolean } = {}) {
  const userId = `tf.partner.${++partnerCount}`;
  await addPartner(t.db, {
    userId,
    name: `TF ${partnerCount}`,
    email: `${userId}@example.test`,
    password: PASSWORD,
    flags: ["basic"],
  });
  const partner = (await findPartnerByUserId(t.db, userId))!;
  // Its second factor, codes and trusted browsers are its owner's (decision 058).
  const owner = (await findOwnerOf(t.db, partner.id))!;
  const session = await signInAs(t, userId, PASSWORD);
  const enrolment = opts.enrolled ? await enrolSecondFactor(t, session, PASSWORD) : undefined;
  return {
    userId,
    partner,
    owner,
    session,
    secret: enrolment?.secret ?? "",
    recoveryCodes: enrolment?.recoveryCodes ?? [],
  };
}

/** Moves the server's clock (JavaScript's Date only) by whole TOTP steps, so a later code can be used. */
function laterSteps(steps: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + steps * 30_000);
}

const get = (url: string, session: string) => t.app.inject({ url, headers: cookieHeader(["pp_session", session]) });
const post = (url: string, session: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: cookieHeader(["pp_session", session]), payload });

describe("setting up two-factor sign-in", () => {
  it("shows a QR code and the secret as text, and asks for the password and a code from the app", async () => {
    const { session, owner } = await newPartner();
    const start = await post("/api/account/two-factor/enrolment", session);
    expect(start.statusCode).toBe(200);
    expect(start.headers["cache-control"]).toBe("no-store");
    const { secret, otpauthUrl, qrCode } = start.json();
    expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const plain = secret.replaceAll(" ", "");
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Partner%20Portal:tf\.partner\.\d+\?/);
    expect(otpauthUrl).toContain(`secret=${plain}`);
    expect(otpauthUrl).toContain("period=30");
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(",")[1], "base64").toString()).toContain("<svg");
    // Sealed at rest: the table alone does not give the secret away.
    const [row] = await t.db.select().from(partnerTwoFactor).where(eq(partnerTwoFactor.userId, owner.id));
    expect(row!.sealedSecret).not.toContain(plain);
    expect(row!.confirmedAt).toBeNull();

    const confirm = (payload: object) => post("/api/account/two-factor/enrolment/confirm", session, payload);
    const noPassword = await confirm({ code: totpCode(plain) });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fieldErrors.password).toEqual(["Enter your password to confirm it is you."]);
    const wrongCode = await confirm({ code: totpCode(plain, Date.now() - 300_000), password: PASSWORD });
    expect(wrongCode.statusCode).toBe(400);
    expect(Object.keys(wrongCode.json().fieldErrors)).toEqual(["code"]);
    const wrongPassword = await confirm({ code: totpCode(plain), password: "Not#My#Password1" });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fieldErrors.password).toEqual(["The password is incorrect."]);

    const done = await confirm({ code: totpCode(plain), password: PASSWORD });
    expect(done.statusCode).toBe(200);
    const codes: string[] = done.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, owner.id));
    expect(stored).toHaveLength(10);
    for (const r of stored) {
      expect(r.codeHash).toMatch(/^\$argon2id\$/);
      for (const code of codes) expect(r.codeHash).not.toContain(code.replace("-", ""));
    }
    const status = await get("/api/account/two-factor", session);
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect((await post("/api/account/two-factor/enrolment", session)).statusCode).toBe(409);
  });

  it("ends the partner's other sessions when it is turned on", async () => {
    const { userId, session } = await newPartner();
    const elsewhere = await signInAs(t, userId, PASSWORD);
    await enrolSecondFactor(t, session, PASSWORD);
    expect((await get("/api/session", elsewhere)).statusCode).toBe(401);
    expect((await get("/api/session", session)).statusCode).toBe(200);
  });
});

describe("signing in with a second factor", () => {
  it("answers a wrong password exactly as for a partner without one", async () => {
    const withFactor = await newPartner({ enrolled: true });
    const without = await newPartner();
    const a = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userId: withFactor.userId, password: "Wrong#Password#1" },
    });
    const b = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userId: without.userId, password: "Wrong#Password#1" },
    });
    expect(a.statusCode).toBe(401);
    expect(a.body).toBe(b.body);
    expect(a.headers["set-cookie"]).toBeUndefined();
    expect(b.headers["set-cookie"]).toBeUndefined();
  });

  it("asks for the code after the right password; the waiting sign-in opens nothing; the code gives a new session", async () => {
    const { userId, secret } = await newPartner({ enrolled: true });
    const { next, body, pending } = await passwordStep(t, userId, PASSWORD);
    expect(next).toBe("second_factor");
    expect(body.partner).toBeUndefined();
    for (const url of ["/api/session", "/api/account/sessions", "/api/account/two-factor", "/api/backoffice/dashboard"])
      expect((await get(url, pending)).statusCode).toBe(401);
    // Knowing the password is not enough to put another authenticator on the account.
    expect((await post("/api/account/two-factor/enrolment", pending)).statusCode).toBe(401);

    const wrong = await secondStep(t, pending, "000000" === totpCode(secret) ? "111111" : "000000");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.code).toEqual([
      "The code is incorrect or has already been used. Enter the code your authenticator app shows now.",
    ]);

    laterSteps(1);
    const code = totpCode(secret);
    const ok = await secondStep(t, pending, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().partner.partner_userid).toBe(userId);
    const session = sessionCookieOf(ok);
    expect(session).not.toBe(pending);
    expect((await get("/api/session", pending)).statusCode).toBe(401);
    expect((await get("/api/session", session)).statusCode).toBe(200);

    // The same code a second time, within its 30 seconds, is refused.
    const again = await passwordStep(t, userId, PASSWORD);
    const replay = await secondStep(t, again.pending, code);
    expect(replay.statusCode).toBe(400);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.event, "sign_in")));
    expect(audit.at(-1)!.details).toMatchObject({ secondFactor: "totp" });
  });

  it("accepts each recovery code once, typed in any case and grouping", async () => {
    const { userId, recoveryCodes: codes, session } = await newPartner({ enrolled: true });
    const first = await passwordStep(t, userId, PASSWORD);
    const used = await secondStep(t, first.pending, codes[0]!.toLowerCase().replace("-", " "));
    expect(used.statusCode).toBe(200);
    const second = await passwordStep(t, userId, PASSWORD);
    expect((await secondStep(t, second.pending, codes[0]!)).statusCode).toBe(400);
    expect((await secondStep(t, second.pending, codes[1]!)).statusCode).toBe(200);
    const status = await get("/api/account/two-factor", sessionCookieOf(used));
    expect(status.json().recoveryCodesLeft).toBe(8);
    expect(session).toBeTruthy();
  });

  it("trusts a browser for 30 days when asked, with its own hashed cookie that a password reset ends", async () => {
    const { userId, secret, owner } = await newPartner({ enrolled: true });
    const { pending } = await passwordStep(t, userId, PASSWORD);
    laterSteps(1);
    const key = deviceKey();
    const ok = await secondStep(t, pending, totpCode(secret), key);
    expect(ok.statusCode).toBe(200);
    const trusted = ok.cookies.find((c) => c.name === "pp_trusted")!;
    expect(trusted.httpOnly).toBe(true);
    expect(trusted.sameSite).toBe("Strict");
    expect(trusted.maxAge).toBe(30 * 86_400);
    const rows = await t.db.select().from(trustedBrowsers).where(eq(trustedBrowsers.userId, owner.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(trusted.value)]);

    const skipping = await passwordStep(t, userId, PASSWORD, ["pp_trusted", trusted.value]);
    expect(skipping.next).toBe("second_factor");
    const skipped = await browserStep(
      t,
      skipping.pending,
      trusted.value,
      key.signChallenge(skipping.body.deviceChallenge),
    );
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json().partner.partner_userid).toBe(userId);
    // Another partner's trust is worth nothing here: no challenge for it.
    const other = await newPartner({ enrolled: true });
    const otherStep = await passwordStep(t, other.userId, PASSWORD, ["pp_trusted", trusted.value]);
    expect(otherStep.next).toBe("second_factor");
    expect(otherStep.body.deviceChallenge).toBeUndefined();

    const reset = await resetPasswordByMail(t, userId, `${userId}@example.test`, "Brand#New#Harbour27");
    expect(reset.statusCode).toBe(200);
    // The reset neither skips nor removes the second factor.
    const afterReset = await passwordStep(t, userId, "Brand#New#Harbour27", ["pp_trusted", trusted.value]);
    expect(afterReset.next).toBe("second_factor");
    expect(afterReset.body.deviceChallenge).toBeUndefined();
  });

  it("counts wrong codes atomically: of 20 at once at most 5 are checked, then the partner is e-mailed once", async () => {
    const { userId, partner, secret } = await newPartner({ enrolled: true });
    const { pending } = await passwordStep(t, userId, PASSWORD);
    const wrong = totpCode(secret) === "123456" ? "654321" : "123456";
    const answers = await Promise.all(Array.from({ length: 20 }, () => secondStep(t, pending, wrong)));
    const [failed] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.event, "second_factor_failed"), eq(auditLog.partnerId, partner.id)));
    expect(failed!.n).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 400).length).toBe(failed!.n);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(15);
    expect(refused[0]!.json().message).toMatch(/^Too many wrong codes\. Try again in 15 minutes/);

    // Even the right code waits for the lock to end.
    laterSteps(1);
    expect((await secondStep(t, pending, totpCode(secret))).statusCode).toBe(429);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      // Keyed by the user whose second factor it is (decision 058), here the partner's owner.
      .where(like(mailOutbox.idempotencyKey, `second-factor-locked:${(await findOwnerOf(t.db, partner.id))!.id}:%`));
    expect(mails).toHaveLength(1);
  });
});

describe("a trusted browser is bound to its own key (issue 38, decision 042)", () => {
  /** A partner with a second factor who trusted a browser with `key`: the browser's cookie. */
  async function trustedBrowserOf(key = deviceKey()) {
    const p = await newPartner({ enrolled: true });
    const { pending } = await passwordStep(t, p.userId, PASSWORD);
    laterSteps(1);
    const ok = await secondStep(t, pending, totpCode(p.secret), key);
    expect(ok.statusCode, ok.body).toBe(200);
    return { ...p, key, cookie: ok.cookies.find((c) => c.name === "pp_trusted")!.value };
  }
  /** The password step from the trusted browser: the waiting sign-in and the challenge for its key. */
  async function signInFrom(userId: string, cookie: string) {
    const step = await passwordStep(t, userId, PASSWORD, ["pp_trusted", cookie]);
    expect(step.next).toBe("second_factor");
    return { pending: step.pending, challenge: step.body.deviceChallenge as string };
  }
  const opens = async (res: { cookies: { name: string; value: string }[] }) =>
    (await get("/api/session", sessionCookieOf(res))).statusCode === 200;

  it("skips the code with the cookie and a signature of the login's challenge by the browser's key", async () => {
    const b = await trustedBrowserOf();
    const { pending, challenge } = await signInFrom(b.userId, b.cookie);
    expect(challenge).toMatch(/^[\w-]{40,}$/);
    // The waiting sign-in opens nothing before the signature.
    expect((await get("/api/session", pending)).statusCode).toBe(401);
    const res = await browserStep(t, pending, b.cookie, b.key.signChallenge(challenge));
    expect(res.statusCode, res.body).toBe(200);
    expect(await opens(res)).toBe(true);
    expect(sessionCookieOf(res)).not.toBe(pending);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "sign_in"), eq(auditLog.partnerId, b.partner.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.details).toEqual({ secondFactor: "trusted_browser" });
  });

  it("skips nothing with the cookie alone: the password still leads to the code, and no signature opens nothing", async () => {
    const b = await trustedBrowserOf();
    const { pending } = await signInFrom(b.userId, b.cookie);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/auth/trusted-browser",
      headers: cookieHeader(["pp_session", pending], ["pp_trusted", b.cookie]),
      payload: {},
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await browserStep(t, pending, b.cookie, "not-a-signature")).statusCode).toBe(400);
    expect((await get("/api/session", pending)).statusCode).toBe(401);
    // The code still works for the waiting sign-in.
    laterSteps(2);
    expect((await secondStep(t, pending, totpCode(b.secret))).statusCode).toBe(200);
  });

  it("refuses another key's signature, and the challenge is spent by the try", async () => {
    const b = await trustedBrowserOf();
    const { pending, challenge } = await signInFrom(b.userId, b.cookie);
    const wrong = await browserStep(t, pending, b.cookie, deviceKey().signChallenge(challenge));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.browserNotProven);
    // Even the right key cannot use that challenge now: a new sign-in with the password is needed.
    expect((await browserStep(t, pending, b.cookie, b.key.signChallenge(challenge))).statusCode).toBe(400);
    expect((await get("/api/session", pending)).statusCode).toBe(401);
  });

  it("refuses a replayed signature: of a challenge already answered, or one a newer sign-in replaced", async () => {
    const b = await trustedBrowserOf();
    const first = await signInFrom(b.userId, b.cookie);
    const signature = b.key.signChallenge(first.challenge);
    expect((await browserStep(t, first.pending, b.cookie, signature)).statusCode).toBe(200);
    const second = await signInFrom(b.userId, b.cookie);
    expect(second.challenge).not.toBe(first.challenge);
    expect((await browserStep(t, second.pending, b.cookie, signature)).statusCode).toBe(400);

    const older = await signInFrom(b.userId, b.cookie);
    const newer = await signInFrom(b.userId, b.cookie);
    const olderSignature = b.key.signChallenge(older.challenge);
    expect((await browserStep(t, older.pending, b.cookie, olderSignature)).statusCode).toBe(400);
    expect((await browserStep(t, newer.pending, b.cookie, b.key.signChallenge(newer.challenge))).statusCode).toBe(400);
  });

  it("refuses an expired trust and an expired challenge", async () => {
    const b = await trustedBrowserOf();
    const late = await signInFrom(b.userId, b.cookie);
    await t.db
      .update(trustedBrowsers)
      .set({ challengeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(trustedBrowsers.userId, b.owner.id));
    expect((await browserStep(t, late.pending, b.cookie, b.key.signChallenge(late.challenge))).statusCode).toBe(400);

    const meanwhile = await signInFrom(b.userId, b.cookie);
    await t.db
      .update(trustedBrowsers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trustedBrowsers.userId, b.owner.id));
    const signature = b.key.signChallenge(meanwhile.challenge);
    expect((await browserStep(t, meanwhile.pending, b.cookie, signature)).statusCode).toBe(400);
    const expired = await passwordStep(t, b.userId, PASSWORD, ["pp_trusted", b.cookie]);
    expect(expired.next).toBe("second_factor");
    expect(expired.body.deviceChallenge).toBeUndefined();
  });

  it("refuses another partner's cookie and key, even with that partner's own challenge signed", async () => {
    const a = await trustedBrowserOf();
    const b = await trustedBrowserOf();
    const ofA = await signInFrom(a.userId, a.cookie);
    const { pending: ofB } = await signInFrom(b.userId, b.cookie);
    // B's waiting sign-in with A's cookie and A's rightly signed challenge.
    expect((await browserStep(t, ofB, a.cookie, a.key.signChallenge(ofA.challenge))).statusCode).toBe(400);
    expect((await get("/api/session", ofB)).statusCode).toBe(401);
  });

  it("trusts a browser only with a P-256 key of its own; a refused key does not spend the code", async () => {
    const p = await newPartner({ enrolled: true });
    const { pending } = await passwordStep(t, p.userId, PASSWORD);
    laterSteps(1);
    const code = totpCode(p.secret);
    const keyless = await post("/api/auth/second-factor", pending, { code, trustBrowser: true });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().fieldErrors.devicePublicKey).toEqual([TWO_FACTOR_MESSAGES.browserKeyRequired]);
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).publicKey.export({ format: "der", type: "spki" });
    for (const devicePublicKey of [rsa.toString("base64url"), "AAAA"]) {
      const junk = await post("/api/auth/second-factor", pending, { code, trustBrowser: true, devicePublicKey });
      expect(junk.statusCode).toBe(400);
      expect(junk.json().fieldErrors.devicePublicKey).toEqual([TWO_FACTOR_MESSAGES.browserKeyInvalid]);
    }
    expect((await t.db.select().from(trustedBrowsers).where(eq(trustedBrowsers.userId, p.owner.id))).length).toBe(0);
    const ok = await secondStep(t, pending, code, deviceKey());
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe("changing the second factor", () => {
  it("turns it off only with the password and a current code, and forgets trusted browsers", async () => {
    const { userId, owner, secret, session } = await newPartner({ enrolled: true });
    const { pending } = await passwordStep(t, userId, PASSWORD);
    laterSteps(1);
    const trustedOk = await secondStep(t, pending, totpCode(secret), deviceKey());
    const current = sessionCookieOf(trustedOk);
    expect((await get("/api/session", session)).statusCode).toBe(200);

    const disable = (payload: object) => post("/api/account/two-factor/disable", current, payload);
    expect((await disable({ password: "Wrong#Password#1", code: totpCode(secret) })).statusCode).toBe(400);
    expect(
      (await disable({ password: PASSWORD, code: "999999" === totpCode(secret) ? "888888" : "999999" })).statusCode,
    ).toBe(400);
    laterSteps(2);
    const off = await disable({ password: PASSWORD, code: totpCode(secret) });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ next: "done" });
    expect(await t.db.select().from(trustedBrowsers).where(eq(trustedBrowsers.userId, owner.id))).toEqual([]);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, owner.id))).toEqual([]);
    expect((await get("/api/session", session)).statusCode).toBe(401);
    expect((await get("/api/account/two-factor", current)).json()).toMatchObject({ enabled: false });
    expect((await passwordStep(t, userId, PASSWORD)).next).toBe("done");
  });

  it("replaces the recovery codes for a current code; the old ones stop working", async () => {
    const { userId, session, recoveryCodes: old } = await newPartner({ enrolled: true });
    const res = await post("/api/account/two-factor/recovery-codes", session, { code: old[0] });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    const { pending } = await passwordStep(t, userId, PASSWORD);
    expect((await secondStep(t, pending, old[1]!)).statusCode).toBe(400);
    expect((await secondStep(t, pending, fresh[0]!)).statusCode).toBe(200);
  });

  it("lets an operator reset a lost second factor: everything goes, every session ends, and it is audited", async () => {
    const { userId, partner, owner, session } = await newPartner({ enrolled: true });
    expect(await resetPartnerTwoFactor(t.db, userId)).toEqual({ hadSecondFactor: true, auditId: expect.any(Number) });
    expect((await get("/api/session", session)).statusCode).toBe(401);
    expect(await t.db.select().from(partnerTwoFactor).where(eq(partnerTwoFactor.userId, owner.id))).toEqual([]);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, owner.id))).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "two_factor_reset"), eq(auditLog.partnerId, partner.id)));
    expect(audit!.details).toEqual({ by: "operator", hadSecondFactor: true });
    expect((await passwordStep(t, userId, PASSWORD)).next).toBe("done");
  });
});

describe("when two-factor sign-in is required of every partner", () => {
  let required: TestApp;
  beforeAll(async () => {
    required = await createTestApp({ TWO_FACTOR_REQUIRED: "true" });
    await addPartner(required.db, {
      userId: "must.enrol",
      name: "Must Enrol",
      email: "must.enrol@example.test",
      password: PASSWORD,
      flags: ["basic"],
    });
  });
  afterAll(() => required.close());

  const login = (userId: string, password: string) =>
    required.app.inject({ method: "POST", url: "/api/auth/login", payload: { userId, password } });

  it("sends a partner without one to set it up after the password, and opens nothing else until then", async () => {
    const res = await login("must.enrol", PASSWORD);
    expect(res.json()).toEqual({ next: "enrolment" });
    const pending = sessionCookieOf(res);
    const headers = cookieHeader(["pp_session", pending]);
    for (const url of ["/api/session", "/api/account/sessions", "/api/backoffice/dashboard"])
      expect((await required.app.inject({ url, headers })).statusCode).toBe(401);

    const start = await required.app.inject({ method: "POST", url: "/api/account/two-factor/enrolment", headers });
    expect(start.statusCode).toBe(200);
    const secret = start.json().secret.replaceAll(" ", "");
    // Right after the password step, the password is not asked again.
    const confirm = await required.app.inject({
      method: "POST",
      url: "/api/account/two-factor/enrolment/confirm",
      headers,
      payload: { code: totpCode(secret) },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().recoveryCodes).toHaveLength(10);
    expect(confirm.json().partner.partner_userid).toBe("must.enrol");
    const session = sessionCookieOf(confirm);
    expect(session).not.toBe(pending);
    expect((await required.app.inject({ url: "/api/session", headers })).statusCode).toBe(401);
    const signedIn = cookieHeader(["pp_session", session]);
    expect((await required.app.inject({ url: "/api/session", headers: signedIn })).statusCode).toBe(200);
    expect((await required.app.inject({ url: "/api/account/two-factor", headers: signedIn })).json()).toMatchObject({
      enabled: true,
      required: true,
    });
    expect((await login("must.enrol", PASSWORD)).json()).toEqual({ next: "second_factor" });

    // Turning it off sends this very session back to setting it up.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 30_000);
    const off = await required.app.inject({
      method: "POST",
      url: "/api/account/two-factor/disable",
      headers: signedIn,
      payload: { password: PASSWORD, code: totpCode(secret) },
    });
    expect(off.json()).toEqual({ next: "enrolment" });
    expect((await required.app.inject({ url: "/api/session", headers: signedIn })).statusCode).toBe(401);
    expect(
      (await required.app.inject({ method: "POST", url: "/api/account/two-factor/enrolment", headers: signedIn }))
        .statusCode,
    ).toBe(200);
  });

  it("lets the demo partners stay without one", async () => {
    const res = await login("agent.basic", "Portal#Demo2026");
    expect(res.json().next).toBe("done");
  });
});
