import {
  enrolmentConfirmSchema,
  enrolmentStartResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
  recoveryCodesRegenerateSchema,
  recoveryCodesResponseSchema,
  twoFactorDisableResponseSchema,
  twoFactorDisableSchema,
  twoFactorStatusSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthContext } from "../auth/auth-context";
import { currentSession, requireSessionStage, requireSignedIn, setSessionCookie } from "../auth/session-plugin";
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
} from "./two-factor-service";

const errors = {
  400: errorResponseSchema,
  401: messageResponseSchema,
  409: messageResponseSchema,
  429: messageResponseSchema,
  503: messageResponseSchema,
};

/**
 * The signed-in user's second factor (security page). Set-up is also open to a sign-in that must set one up before
 * anything else (`enrolment` stage); nothing else is.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : undefined,
  });
  const signedInOrEnrolling = requireSessionStage("full", "enrolment");

  app.get(
    "/api/account/two-factor",
    {
      preHandler: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "Whether two-factor sign-in is on, and how many recovery codes are left",
        response: { 200: twoFactorStatusSchema, 401: messageResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return twoFactorStatus(ctx, currentSession(request).user);
    },
  );

  app.post(
    "/api/account/two-factor/enrolment",
    {
      preHandler: signedInOrEnrolling,
      schema: {
        tags: ["account"],
        summary: "Start setting up the authenticator app: a new secret as a QR code and as text",
        response: { 200: enrolmentStartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return startEnrolment(ctx, currentSession(request).user);
    },
  );

  app.post(
    "/api/account/two-factor/enrolment/confirm",
    {
      preHandler: signedInOrEnrolling,
      schema: {
        tags: ["account"],
        summary:
          "Finish the set-up with a code from the app (and the password, from the security page); returns ten recovery codes once",
        body: enrolmentConfirmSchema,
        response: { 200: recoveryCodesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await confirmEnrolment(ctx, {
        session: currentSession(request),
        ...request.body,
        meta: meta(request),
      });
      if (result.token) setSessionCookie(reply, ctx.cookies.session, result.token);
      reply.header("cache-control", "no-store");
      return { recoveryCodes: result.recoveryCodes, partner: result.partner };
    },
  );

  app.post(
    "/api/account/two-factor/disable",
    {
      preHandler: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "Turn two-factor sign-in off with the password and a current code",
        body: twoFactorDisableSchema,
        response: { 200: twoFactorDisableResponseSchema, ...errors },
      },
    },
    async (request) =>
      disableTwoFactor(ctx, { session: currentSession(request), ...request.body, meta: meta(request) }),
  );

  app.post(
    "/api/account/two-factor/recovery-codes",
    {
      preHandler: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "Replace the recovery codes (a current code needed); the new ones are shown once",
        body: recoveryCodesRegenerateSchema,
        response: { 200: recoveryCodesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return regenerateRecoveryCodes(ctx, { session: currentSession(request), ...request.body, meta: meta(request) });
    },
  );
};
