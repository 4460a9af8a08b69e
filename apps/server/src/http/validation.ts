import { API_ERROR_CODES, type ApiErrorCode } from "@pp/domain";
import type { z } from "zod";
import { GENERIC_ANSWERS } from "./generic-answers";
import { HttpError, toFieldErrors } from "./http-error";

function refusal(error: z.ZodError, code: ApiErrorCode) {
  const issues = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  return new HttpError(400, GENERIC_ANSWERS.validation, toFieldErrors(issues), undefined, code);
}

/**
 * Validates what the route's schema could not (multipart fields, read by the handler), answering 400 with field
 * errors exactly like route-level validation does: a refinement's refusal is a broken rule, any other a malformed
 * request.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const onlyRefinements = result.error.issues.every((i) => i.code === "custom");
  throw refusal(result.error, onlyRefinements ? API_ERROR_CODES.brokenRule : API_ERROR_CODES.malformedRequest);
}

/**
 * Validates, after the route's own schema passed, with a schema that depends on stored data (the member types a
 * quotation's plan insures, its start date): whatever it refuses is a broken rule, answered 400 with field errors.
 */
export function parseAgainstRecords<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw refusal(result.error, API_ERROR_CODES.brokenRule);
}
