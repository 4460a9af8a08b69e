import type { z } from "zod";
import { VALIDATION_MESSAGE } from "./error-handler";
import { HttpError, toFieldErrors } from "./http-error";

/**
 * Validates with a schema that depends on stored data (e.g. the members a company may insure),
 * answering 400 with field errors exactly like route-level validation does.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  throw new HttpError(400, VALIDATION_MESSAGE, toFieldErrors(issues));
}
