import { SESSION_ABSOLUTE_HOURS } from "@pp/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { HttpError, unauthorized } from "../../http/http-error";
import type { Partner } from "../partners/partner-repository";
import { resolveSession } from "./session-store";

declare module "fastify" {
  interface FastifyRequest {
    partner: Partner | null;
    sessionToken: string | null;
  }
}

export type SessionCookie = { name: string; secure: boolean };

/** `__Host-` pins the cookie to this exact origin over HTTPS (no Domain, Path=/, Secure). */
export const sessionCookie = (production: boolean): SessionCookie =>
  production ? { name: "__Host-pp_session", secure: true } : { name: "pp_session", secure: false };

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

/** Resolves the session cookie on API requests only; static files never touch the database. */
export function registerSessionResolution(app: FastifyInstance, db: Db, cookie: SessionCookie) {
  app.decorateRequest("partner", null);
  app.decorateRequest("sessionToken", null);
  app.addHook("preHandler", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = request.cookies[cookie.name];
    if (!token || token.length > 100) return;
    request.sessionToken = token;
    request.partner = (await resolveSession(db, token)) ?? null;
  });
}

/** preHandler for routes that need a signed-in partner. */
export async function requirePartner(request: FastifyRequest) {
  if (!request.partner) throw unauthorized();
}

export function currentPartner(request: FastifyRequest): Partner {
  if (!request.partner) throw unauthorized();
  return request.partner;
}

/** preHandler for routes behind a partner flag: signed in, and the flag set, or a 403 that says what to do. */
export function requirePartnerWith(allowed: (partner: Partner) => boolean, refusal: string) {
  return async (request: FastifyRequest) => {
    if (!allowed(currentPartner(request))) throw new HttpError(403, refusal);
  };
}
