import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { type SecretBox, secretBox } from "../../../security/secret-box";
import { createWorkGate, type WorkGate } from "../../../security/work-gate";
import { DEMO_PARTNERS, DEMO_USERS } from "../partners/demo-partners";
import { type AuthCookies, authCookies } from "./session-plugin";

/** What sign-in, two-factor and the account pages share: one gate for password hashing per process. */
export type AuthContext = {
  db: Db;
  gate: WorkGate;
  /** Seals and opens authenticator secrets. */
  box: SecretBox;
  cookies: AuthCookies;
  publicUrl: string;
  twoFactorRequired: boolean;
  /** The demo partners' owners may stay without a second factor; there are none in production. */
  exemptUserIds: ReadonlySet<string>;
};

export function createAuthContext(config: Config, db: Db): AuthContext {
  return {
    db,
    gate: createWorkGate(config.passwordHashing),
    box: secretBox(config.twoFactor.key),
    cookies: authCookies(config.isProduction),
    publicUrl: config.publicUrl,
    twoFactorRequired: config.twoFactor.required,
    exemptUserIds: new Set(
      config.isProduction ? [] : [...DEMO_PARTNERS.map((p) => p.userId), ...DEMO_USERS.map((u) => u.userId)],
    ),
  };
}

/**
 * Whether this user must have a second factor before doing anything in the portal: everyone where the portal requires
 * it (the demo users aside), and anywhere a user who joined through an invitation or whose second factor an owner
 * reset (decision 060).
 */
export const secondFactorRequiredFor = (ctx: AuthContext, user: { userId: string; secondFactorRequired: boolean }) =>
  user.secondFactorRequired || (ctx.twoFactorRequired && !ctx.exemptUserIds.has(user.userId));
