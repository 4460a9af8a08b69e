import type { FastifyInstance } from "fastify";

/**
 * Every answer is `Cache-Control: no-store` unless its route says otherwise, so personal data (back-office details,
 * members, documents, renewals, exports, PDFs, the session) never stays in a browser's or a proxy's cache and a new
 * route cannot forget it. What may be cached says so itself: the public config, the TPA pages, the web app's files.
 */
export function registerNoStoreDefault(app: FastifyInstance) {
  app.addHook("onSend", async (_request, reply, payload) => {
    // getHeader also sees what was written on the raw response (the static files' own caching).
    if (reply.getHeader("cache-control") === undefined) reply.header("cache-control", "no-store");
    return payload;
  });
}
