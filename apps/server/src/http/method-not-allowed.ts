import type { FastifyInstance, FastifyReply } from "fastify";
import FindMyWay from "find-my-way";
import { answerFor } from "../i18n/answer-text";
import { CLIENT_ERROR_ANSWERS } from "./generic-answers";

/** The methods the API's routes are declared with; HEAD comes with GET, OPTIONS is not served. */
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/** Orders route patterns as the router prefers them, segment by segment: a fixed name before a parameter. */
function moreSpecific(a: string, b: string) {
  const rank = (segment: string | undefined) => (segment === undefined ? -1 : segment.startsWith(":") ? 1 : 0);
  const x = a.split("/");
  const y = b.split("/");
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = rank(x[i]) - rank(y[i]);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * A request to an /api address with a method the address does not serve is answered 405 with the methods it does
 * serve in `Allow` (RFC 9110 §15.5.6), not 404 as if the address did not exist, and not by another route whose
 * parameter happens to match the address (GET /api/policies/{no}/additions is not a document called "additions";
 * DELETE …/sessions/end-others is not a session called "end-others"): an address belongs to the most specific route
 * pattern that matches it under any method, as Fastify's router ranks them. The addresses are matched by a second
 * router of the same library and options as Fastify's own, which holds every /api route as it is added. Must be
 * registered before the routes (decision 041).
 */
export function registerMethodNotAllowed(app: FastifyInstance) {
  const router = FindMyWay({
    caseSensitive: app.initialConfig.caseSensitive,
    ignoreTrailingSlash: app.initialConfig.ignoreTrailingSlash,
    ignoreDuplicateSlashes: app.initialConfig.ignoreDuplicateSlashes,
    maxParamLength: app.initialConfig.maxParamLength,
  });
  const added = new Set<string>();
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs")) return;
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (!(METHODS as readonly string[]).includes(method) || added.has(key)) continue;
      added.add(key);
      router.on(method as Method, route.url, () => {}, { pattern: route.url });
    }
  });

  /** The pattern `path` belongs to, and the methods served there (GET with HEAD); none when no /api route has it. */
  const addressOf = (path: string) => {
    const matches = METHODS.flatMap((method) => {
      const found = router.find(method, path);
      return found ? [{ method, pattern: (found.store as { pattern: string }).pattern }] : [];
    });
    if (matches.length === 0) return undefined;
    const pattern = matches.map((m) => m.pattern).sort(moreSpecific)[0]!;
    const allowed: string[] = matches.filter((m) => m.pattern === pattern).map((m) => m.method);
    return { pattern, allow: (allowed.includes("GET") ? [...allowed, "HEAD"] : allowed).join(", ") };
  };

  const refuse = (reply: FastifyReply, allow: string) =>
    reply
      .status(405)
      .header("allow", allow)
      .send({ message: answerFor(reply.request, CLIENT_ERROR_ANSWERS[405]!) });

  // A request a less specific route caught: the address is another route's, which does not serve this method.
  app.addHook("onRequest", async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith("/api/") || route.startsWith("/api/docs")) return;
    const address = addressOf(pathOf(request.url));
    if (address && address.pattern !== route) return refuse(reply, address.allow);
  });

  /** Answers 405 with `Allow` when the address exists under other methods; false when it does not exist at all. */
  return function answerWrongMethod(path: string, reply: FastifyReply): boolean {
    const address = path.startsWith("/api/") ? addressOf(path) : undefined;
    if (!address) return false;
    void refuse(reply, address.allow);
    return true;
  };
}

const pathOf = (url: string) => url.split("?")[0] ?? "";

export type AnswerWrongMethod = ReturnType<typeof registerMethodNotAllowed>;
