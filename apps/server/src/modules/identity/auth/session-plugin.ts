import {
  type PartnerFlag,
  SESSION_ABSOLUTE_HOURS,
  TEAM_MESSAGES,
  TRUSTED_BROWSER_DAYS,
  TWO_FACTOR_MESSAGES,
  UNDERWRITING_MESSAGES,
  visibleCreators,
} from "@pp/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { actAs } from "../../../audit/audit-actor";
import type { Db } from "../../../db/client";
import type { RecordScope } from "../../../db/record-scope";
import type { SessionStage } from "../../../db/schema";
import { HttpError, unauthorized } from "../../../http/http-error";
import type { Partner } from "../partners/partner-repository";
import { type SignedInUser, toSignedInUser } from "../partners/partner-user-repository";
import { type LiveSession, resolveSession } from "./session-store";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The partner the signed-in user acts for (every partner-scoped query starts from it): set only for a session
     * past every step of sign-in.
     */
    partner: Partner | null;
    /** The signed-in user of that partner, with the flags they may use: set exactly when `partner` is. */
    user: SignedInUser | null;
    sessionToken: string | null;
    /** The session, whatever its stage (a sign-in waiting for its second factor too). */
    session: LiveSession | null;
  }
}

export type SessionCookie = { name: string; secure: boolean };
export type AuthCookies = { session: SessionCookie; trusted: SessionCookie };

/** `__Host-` pins the cookies to this exact origin over HTTPS (no Domain, Path=/, Secure). */
export const authCookies = (production: boolean): AuthCookies =>
  production
    ? {
        session: { name: "__Host-pp_session", secure: true },
        trusted: { name: "__Host-pp_trusted", secure: true },
      }
    : { session: { name: "pp_session", secure: false }, trusted: { name: "pp_trusted", secure: false } };

export function setSessionCookie(reply: FastifyReply, cookie: SessionCookie, token: string) {
  reply.setCookie(cookie.name, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: cookie.secure,
    maxAge: SESSION_ABSOLUTE_HOURS * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, cookie: SessionCookie) {
  reply.clearCookie(cookie.name, { path: "/", httpOnly: true, sameSite: "lax", secure: cookie.secure });
}

/** "Trust this browser": its own cookie, sent only to this site's own requests, for 30 days. */
export function setTrustedBrowserCookie(reply: FastifyReply, cookie: SessionCookie, token: string) {
  reply.setCookie(cookie.name, token, {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure: cookie.secure,
    maxAge: TRUSTED_BROWSER_DAYS * 86_400,
  });
}

/** Resolves the session cookie on API requests only; static files never touch the database. */
export function registerSessionResolution(app: FastifyInstance, db: Db, cookie: SessionCookie) {
  app.decorateRequest("partner", null);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("session", null);
  app.addHook("preHandler", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = request.cookies[cookie.name];
    if (!token || token.length > 100) return;
    request.sessionToken = token;
    const session = (await resolveSession(db, token)) ?? null;
    request.session = session;
    // Until the second factor (or its set-up) is done, the session opens nothing that needs a partner.
    const full = session?.stage === "full" ? session : null;
    request.partner = full?.partner ?? null;
    request.user = full ? toSignedInUser(full.partner, full.user) : null;
  });
  // The rest of the request runs with its user as the actor of every audit row it writes (a callback hook, so that
  // the later hooks and the handler run inside it).
  app.addHook("preHandler", (request, _reply, done) => actAs(request.session?.user.id ?? null, done));
}

/** preHandler for what every signed-in user has: their session, sign-out, security settings. */
export async function requireSignedIn(request: FastifyRequest) {
  if (!request.partner) throw unauthorized();
}

/** The partner of the signed-in user, whether it sells or underwrites. */
export function signedInPartner(request: FastifyRequest): Partner {
  if (!request.partner) throw unauthorized();
  return request.partner;
}

/** The signed-in user: who they are in the partner's team and the flags they may use. */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** preHandler for routes that need a signed-in partner; an underwriter is told where their work is. */
export async function requirePartner(request: FastifyRequest) {
  currentPartner(request);
}

/**
 * The selling partner and who acts for it (decision 059): `scope` names the user acting (whom a write records as creator
 * or last actor) and whose records their role sees. Routes pass it to every service that reads or writes a quotation,
 * policy, change, invitation or payment link; it is never read from anywhere else.
 */
export type ActingPartner = Partner & { readonly scope: RecordScope };

export function currentPartner(request: FastifyRequest): ActingPartner {
  const partner = signedInPartner(request);
  if (partner.role !== "partner") throw new HttpError(403, UNDERWRITING_MESSAGES.partnersOnly);
  const user = currentUser(request);
  return { ...partner, scope: { partnerId: partner.id, actingUserId: user.id, creators: visibleCreators(user) } };
}

/** The signed-in underwriter, for the underwriting queue and decisions: the insurer's underwriters only. */
export function currentUnderwriter(request: FastifyRequest): Partner {
  const partner = signedInPartner(request);
  if (partner.role !== "underwriter") throw new HttpError(403, UNDERWRITING_MESSAGES.underwritersOnly);
  return partner;
}

/**
 * preHandler for the steps of a sign-in and for what a session in one of `stages` may do; anything else is
 * answered as a sign-in that has timed out.
 */
export function requireSessionStage(...stages: SessionStage[]) {
  return async (request: FastifyRequest) => {
    if (!request.session || !stages.includes(request.session.stage))
      throw new HttpError(401, TWO_FACTOR_MESSAGES.signInTimedOut);
  };
}

export function currentSession(request: FastifyRequest): LiveSession {
  if (!request.session) throw new HttpError(401, TWO_FACTOR_MESSAGES.signInTimedOut);
  return request.session;
}

/**
 * preHandler for routes behind a partner flag: a signed-in partner's user who may use it (the partner has the flag
 * and gave it to them), or a 403 that says what to do.
 */
export function requirePartnerWith(flag: PartnerFlag, refusal: string) {
  return async (request: FastifyRequest) => {
    currentPartner(request);
    if (!currentUser(request).flags.includes(flag)) throw new HttpError(403, refusal);
  };
}

/**
 * preHandler for what only an owner of the partner may do (the team page, decision 060): any other role of a selling
 * partner gets a 403 that says so, as a route behind a flag does.
 */
export async function requireOwner(request: FastifyRequest) {
  currentPartner(request);
  if (currentUser(request).teamRole !== "owner") throw new HttpError(403, TEAM_MESSAGES.ownersOnly);
}
