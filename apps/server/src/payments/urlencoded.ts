import type { FastifyInstance } from "fastify";
import { GENERIC_ANSWERS } from "../http/generic-answers";
import { malformed } from "../http/http-error";

/**
 * HTML form posts (the hosted payment page and its answers) arrive as application/x-www-form-urlencoded. A field sent
 * twice is refused rather than resolved to one of its values: whoever reads the post (a proxy, a log, the signature
 * check) must not be able to see a different value from the one acted on.
 */
export function registerUrlEncodedParser(app: FastifyInstance) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 65_536 },
    (_req, body, done) => {
      const entries = [...new URLSearchParams(body as string)];
      const names = new Set(entries.map(([name]) => name));
      if (names.size !== entries.length) return done(malformed(GENERIC_ANSWERS.duplicateField), undefined);
      done(null, Object.fromEntries(entries));
    },
  );
}
