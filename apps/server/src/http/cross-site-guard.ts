import type { FastifyInstance } from "fastify";
import { answerFor } from "../i18n/answer-text";
import { GENERIC_ANSWERS } from "./generic-answers";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Server-to-server endpoints (gateway notifications, site reports) authenticate otherwise. */
    allowCrossSite?: boolean;
    /** The route runs work on the CPU pool, so it may answer 503 when the pool's queue is full (documented). */
    cpuPool?: boolean;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SAME_SITE_VALUES = new Set(["same-origin", "none"]);

/**
 * Defence in depth against cross-site request forgery on top of the SameSite cookie:
 * browsers send Sec-Fetch-Site and Origin on writes, and a write from another site is refused.
 * https://cheatsheetseries.owasp.org/cheatsheets/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html
 */
export function registerCrossSiteGuard(app: FastifyInstance, publicUrl: string) {
  const trustedOrigin = new URL(publicUrl).origin;
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.allowCrossSite) return;
    const fetchSite = request.headers["sec-fetch-site"];
    if (typeof fetchSite === "string" && !SAME_SITE_VALUES.has(fetchSite)) {
      return reply.status(403).send({ message: answerFor(request, GENERIC_ANSWERS.crossSite) });
    }
    const origin = request.headers.origin;
    if (typeof origin === "string" && origin !== "null") {
      const requestOrigin = `${request.protocol}://${request.host}`;
      if (origin !== trustedOrigin && origin !== requestOrigin) {
        return reply.status(403).send({ message: answerFor(request, GENERIC_ANSWERS.crossSite) });
      }
    } else if (origin === "null") {
      return reply.status(403).send({ message: answerFor(request, GENERIC_ANSWERS.crossSite) });
    }
  });
}
