import { API_ERROR_CODES, PASSWORD_MESSAGES } from "@pp/domain";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, passwordResetTokens } from "../../../../src/db/schema";
import { addPartner } from "../../../../src/modules/identity/partners/partner-admin";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addPartner(t.db, {
    userId: "reset.me",
    name: "Reset Me",
    email: "reset.me@example.test",
    password: "Original#Pass2026",
    flags: ["basic"],
  });
});
afterAll(() => t.close());

const request = (identifier: unknown) =>
  t.app.inject({ method: "POST", url: "/api/auth/password-reset/request", payload: { identifier } as object });
const confirm = (payload: object) => t.app.inject({ method: "POST", url: "/api/auth/password-reset/confirm", payload });

async function latestLinkToken(to: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = mail?.textBody.match(/\/resetpassword\?token=([\w-]+)/);
  if (!match) throw new Error("no reset link mailed");
  return match[1]!;
}

describe("POST /api/auth/password-reset/request", () => {
  it("answers the same whether or not the account exists", async () => {
    const before = await t.db.select().from(mailOutbox);
    const unknown = await request("no.such.user");
    const known = await request("reset.me");
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: PASSWORD_MESSAGES.resetRequested });
    expect(known.json()).toEqual(unknown.json());
    const after = await t.db.select().from(mailOutbox);
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.toAddress).toBe("reset.me@example.test");
    expect(after.at(-1)!.textBody).toContain("http://localhost:3000/resetpassword?token=");
  });

  it("finds the account by e-mail too", async () => {
    await request("RESET.ME@example.test");
    expect(await latestLinkToken("reset.me@example.test")).toBeTruthy();
  });

  it.each([[""], [42], ["x".repeat(300)]])("refuses bad input %#", async (identifier) => {
    const res = await request(identifier);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.identifier).toBeDefined();
  });
});

describe("POST /api/auth/password-reset/confirm", () => {
  it("refuses short, long and common passwords with field errors", async () => {
    await request("reset.me");
    const token = await latestLinkToken("reset.me@example.test");
    const short = await confirm({ token, password: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.password).toEqual([PASSWORD_MESSAGES.tooShort]);
    const long = await confirm({ token, password: "L".repeat(129) });
    expect(long.json().fieldErrors.password).toEqual([PASSWORD_MESSAGES.tooLong]);
    const common = await confirm({ token, password: "password1234" });
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors.password).toEqual([PASSWORD_MESSAGES.common]);
  });

  it("sets the new password once, ends every session and refuses the link a second time", async () => {
    const session = await signInAs(t, "reset.me", "Original#Pass2026");
    await request("reset.me");
    const token = await latestLinkToken("reset.me@example.test");
    const res = await confirm({ token, password: "Brand-new#Secret77" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_MESSAGES.resetDone });
    expect((await t.app.inject({ url: "/api/session", headers: { cookie: `pp_session=${session}` } })).statusCode).toBe(
      401,
    );
    await signInAs(t, "reset.me", "Brand-new#Secret77");
    const again = await confirm({ token, password: "Another#Secret778" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: PASSWORD_MESSAGES.resetInvalid, code: API_ERROR_CODES.brokenRule });
  });

  it("refuses an expired link and a made-up one", async () => {
    await request("reset.me");
    const token = await latestLinkToken("reset.me@example.test");
    await t.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await confirm({ token, password: "Expired#Secret777" })).json()).toEqual({
      message: PASSWORD_MESSAGES.resetInvalid,
      code: API_ERROR_CODES.brokenRule,
    });
    expect((await confirm({ token: "x".repeat(43), password: "Madeup#Secret777" })).statusCode).toBe(400);
  });
});
