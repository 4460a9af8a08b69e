import {
  errorResponseSchema,
  messageResponseSchema,
  PASSWORD_MESSAGES,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthContext } from "../auth/auth-context";
import { confirmPasswordReset, requestPasswordReset } from "./password-reset-service";

export const passwordResetRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const { db, publicUrl } = ctx;
  app.post(
    "/api/auth/password-reset/request",
    {
      schema: {
        tags: ["auth"],
        summary: "E-mail a single-use reset link (same answer whether or not the account exists)",
        body: passwordResetRequestSchema,
        response: { 202: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(db, { identifier: request.body.identifier, publicUrl, ip: request.ip });
      return reply.status(202).send({ message: PASSWORD_MESSAGES.resetRequested });
    },
  );

  app.post(
    "/api/auth/password-reset/confirm",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Set a new password with a reset token; ends every session and trusted browser of the user and lifts sign-in locks",
        body: passwordResetConfirmSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 503: messageResponseSchema },
      },
    },
    async (request) => {
      await confirmPasswordReset(ctx, { ...request.body, ip: request.ip });
      return { message: PASSWORD_MESSAGES.resetDone };
    },
  );
};
