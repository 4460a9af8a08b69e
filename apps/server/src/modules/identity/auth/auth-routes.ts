import {
  errorResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  PARTNER_API,
  partnerDetailsSchema,
  secondFactorRequestSchema,
  signedInResponseSchema,
  trustedBrowserSignInRequestSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { toPartnerDetails } from "../partners/partner-user-repository";
import type { AuthContext } from "./auth-context";
import { completeSecondFactor, completeTrustedBrowserSignIn, signIn, signOut } from "./auth-service";
import {
  clearSessionCookie,
  currentSession,
  currentUser,
  requireSessionStage,
  requireSignedIn,
  setSessionCookie,
  setTrustedBrowserCookie,
  signedInPartner,
} from "./session-plugin";

const errorResponses = {
  400: errorResponseSchema,
  401: messageResponseSchema,
  429: messageResponseSchema,
  503: messageResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const { db, cookies } = ctx;

  app.post(
    "/api/auth/login",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Sign in with user id and password; `next` says whether the portal, the second factor or its set-up follows",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await signIn(ctx, {
        ...request.body,
        previousToken: request.sessionToken ?? undefined,
        trustedToken: request.cookies[cookies.trusted.name],
        meta: { ip: request.ip, userAgent: request.headers["user-agent"] },
      });
      setSessionCookie(reply, cookies.session, result.token);
      return { next: result.next, partner: result.partner, deviceChallenge: result.deviceChallenge };
    },
  );

  app.post(
    "/api/auth/second-factor",
    {
      preHandler: requireSessionStage("second_factor"),
      schema: {
        tags: ["auth"],
        summary: "Second step of sign-in: a code from the authenticator app or a recovery code (each works once)",
        body: secondFactorRequestSchema,
        response: { 200: signedInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await completeSecondFactor(ctx, {
        session: currentSession(request),
        code: request.body.code,
        trustBrowser: request.body.trustBrowser,
        devicePublicKey: request.body.devicePublicKey,
        meta: { ip: request.ip, userAgent: request.headers["user-agent"] },
      });
      setSessionCookie(reply, cookies.session, result.token);
      if (result.trustedToken) setTrustedBrowserCookie(reply, cookies.trusted, result.trustedToken);
      return { partner: result.partner };
    },
  );

  app.post(
    "/api/auth/trusted-browser",
    {
      preHandler: requireSessionStage("second_factor"),
      schema: {
        tags: ["auth"],
        summary:
          "Second step of sign-in by a trusted browser: the login's one-time challenge signed with the browser's own key",
        body: trustedBrowserSignInRequestSchema,
        response: { 200: signedInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await completeTrustedBrowserSignIn(ctx, {
        session: currentSession(request),
        trustedToken: request.cookies[cookies.trusted.name],
        signature: request.body.signature,
        meta: { ip: request.ip, userAgent: request.headers["user-agent"] },
      });
      setSessionCookie(reply, cookies.session, result.token);
      return { partner: result.partner };
    },
  );

  app.post(
    "/api/auth/logout",
    {
      schema: { tags: ["auth"], summary: "Sign out: ends the session on the server", response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (request.sessionToken) {
        await signOut(db, { token: request.sessionToken, session: request.session ?? undefined, ip: request.ip });
      }
      clearSessionCookie(reply, cookies.session);
      return reply.status(204).send(null);
    },
  );

  app.get(
    PARTNER_API.session,
    {
      preHandler: requireSignedIn,
      schema: {
        tags: ["auth"],
        summary:
          "The signed-in user's partner details (under the legacy API's field names), with their name and team role",
        response: { 200: partnerDetailsSchema, 401: messageResponseSchema },
      },
    },
    async (request) => toPartnerDetails(signedInPartner(request), currentUser(request)),
  );
};
