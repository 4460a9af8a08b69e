import type { FastifyInstance } from "fastify";
import { z } from "zod";

/** An /api route that declares no query takes none. */
const NO_QUERY = z.strictObject({});

/**
 * Every /api route refuses query parameters its schema does not name, with 400 and the names (decision 041): a
 * client whose parameter is misspelt, or is one this route never had, learns it at once instead of getting an answer
 * that silently ignored it. The route's own schema stays the one place its parameters are named; this only closes
 * it. Pages (/pay/…, /card/…) are left open: the links that lead to them may carry a gateway's or a mail client's
 * parameters. Must be registered before the routes.
 */
export function refuseUnknownQueryKeys(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs")) return;
    route.schema ??= {};
    const schema = route.schema;
    const query = schema.querystring;
    if (query === undefined) schema.querystring = NO_QUERY;
    else if (query instanceof z.ZodObject) schema.querystring = query.strict();
    else throw new Error(`${route.method} ${route.url}: a query schema must be a zod object, to refuse unknown keys`);
  });
}
