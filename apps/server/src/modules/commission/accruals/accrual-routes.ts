import {
  COMMISSION_MESSAGES,
  errorResponses,
  listCommissionAccrualsQuerySchema,
  listCommissionAccrualsResponseSchema,
  seesCommission,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { currentPartner, currentUser, requirePartner } from "../../identity";
import { listAccruals } from "./accrual-queries";

const errors = errorResponses(400, 401, 403);

/**
 * What the partner's users earned, for those who may see it (decision 061): the owner all of it, a manager their
 * team's, an agent their own; the back office none.
 */
export const commissionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("preHandler", requirePartner);

  app.get(
    "/api/commission/accruals",
    {
      schema: {
        tags: ["commission"],
        summary:
          "The commission lines of one UAE month (the current one by default) the user sees: accrued on payments, corrected on reports, clawed back on refunds",
        querystring: listCommissionAccrualsQuerySchema,
        response: { 200: listCommissionAccrualsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const partner = currentPartner(request);
      if (!seesCommission(currentUser(request).teamRole))
        throw new HttpError(403, COMMISSION_MESSAGES.backOfficeSeesNone);
      return listAccruals(db, partner.scope, request.query);
    },
  );
};
