import { firstReadsOf, PARTNER_API } from "@pp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** What a page's own read would not carry, or what would change the answer's form (compression, revalidation). */
const NOT_FORWARDED = new Set([
  "accept",
  "accept-encoding",
  "connection",
  "content-length",
  "content-type",
  "if-modified-since",
  "if-none-match",
  "transfer-encoding",
]);

/**
 * The answers of the API reads a page makes as it opens (`firstReadsOf`), asked of the API itself with the visitor's
 * own cookies, language and address, as their browser would ask a moment later: the same checks, limits and logs
 * apply. Only successful JSON answers are kept, and none that sets a cookie (the browser must receive that from its own
 * call); without any, undefined. A read that fails here is simply made by the page, as before.
 */
export async function earlyAnswers(app: FastifyInstance, request: FastifyRequest) {
  const address = new URL(request.url, "http://page");
  const reads = firstReadsOf(address.pathname, address.search);
  if (reads.length === 0) return undefined;
  const headers: Record<string, string | string[]> = { accept: "application/json" };
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && !NOT_FORWARDED.has(name)) headers[name] = value;
  const answers: Record<string, unknown> = {};
  await Promise.all(
    reads.map(async (path) => {
      try {
        const answer = await app.inject({
          method: "GET",
          url: path,
          headers,
          remoteAddress: request.socket.remoteAddress,
        });
        const json = answer.headers["content-type"]?.toString().startsWith("application/json");
        if (answer.statusCode === 200 && json && answer.headers["set-cookie"] === undefined)
          answers[path] = answer.json();
      } catch (error) {
        request.log.warn({ err: error, path }, "an early answer could not be read; the page reads it itself");
      }
    }),
  );
  // A page of the partner's shell is answered for a signed-in partner only: without a session it goes to sign-in, and
  // what it would read (the TPA links need none) stays unsent and the page cacheable.
  if (reads.includes(PARTNER_API.session) && !Object.hasOwn(answers, PARTNER_API.session)) return undefined;
  return Object.keys(answers).length > 0 ? answers : undefined;
}
