import { CONTROL_CHARS_MESSAGE, isSafeText } from "@pp/domain";
import type { FastifyInstance } from "fastify";
import { GENERIC_ANSWERS } from "./generic-answers";
import { malformed } from "./http-error";

/**
 * The dotted path of the first string (a value or an object key) that breaks the domain's text rule, even in its
 * multi-line form; undefined when there is none. Walks without recursion, so any depth of nesting is safe.
 */
export function findUnsafeText(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === "string") {
      if (!isSafeText(current, "multi")) return path;
    } else if (Array.isArray(current)) {
      for (const [i, item] of current.entries()) stack.push([item, join(path, String(i))]);
    } else if (current !== null && typeof current === "object" && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeText(key, "single")) return join(path, key.replace(/[^\x20-\x7e]/g, "?"));
        stack.push([item, join(path, key)]);
      }
    }
  }
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The net under every route: route schemas take their text from the domain's builders, and this check catches any
 * string one of them forgot (or a route without a schema) before a handler can store it. It runs after validation,
 * so a field's own rule and message come first; when it does catch something, the route's schema has a gap, which is
 * logged so it gets fixed.
 */
export function registerTextInputGuard(app: FastifyInstance) {
  app.addHook("preHandler", async (request) => {
    const path = findUnsafeText(request.params) ?? findUnsafeText(request.query) ?? findUnsafeText(request.body);
    if (path === undefined) return;
    const field = path || "body";
    request.log.warn({ route: request.routeOptions.url, field }, "text outside the domain rule reached a route");
    throw malformed(GENERIC_ANSWERS.validation, { [field]: [CONTROL_CHARS_MESSAGE] });
  });
}
