import { and, desc, eq, like } from "drizzle-orm";
import { mailOutbox } from "../../src/db/schema";
import type { TestApp } from "./test-app";

/** Resets a partner's password as they would: asks for the link, takes it from the e-mail, sets the new password. */
export async function resetPasswordByMail(t: TestApp, identifier: string, email: string, password: string) {
  await t.app.inject({ method: "POST", url: "/api/auth/password-reset/request", payload: { identifier } });
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(like(mailOutbox.idempotencyKey, "password-reset:%"), eq(mailOutbox.toAddress, email)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/resetpassword\?token=([\w-]+)/.exec(mail?.textBody ?? "")?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return t.app.inject({ method: "POST", url: "/api/auth/password-reset/confirm", payload: { token, password } });
}
