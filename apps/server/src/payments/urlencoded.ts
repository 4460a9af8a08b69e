import type { FastifyInstance } from "fastify";

/** HTML form posts (the hosted payment page and its answers) arrive as application/x-www-form-urlencoded. */
export function registerUrlEncodedParser(app: FastifyInstance) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 65_536 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
