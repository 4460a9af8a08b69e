import { API_ERROR_CODES, type ApiErrorCode } from "@pp/domain";

type FieldErrors = Record<string, string[]>;

/**
 * An error the client caused or must be told about; anything else becomes a 500 without details. A 400 without a
 * code is a broken rule (`BROKEN_RULE`): a handler's refusal of values the document allows. What breaks the document
 * itself is made with `malformed`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
    readonly code?: ApiErrorCode,
  ) {
    super(message);
  }
}

/** A 400 for a request the OpenAPI document itself refuses: a client generated from the document never sends one. */
export const malformed = (message: string, fieldErrors?: FieldErrors) =>
  new HttpError(400, message, fieldErrors, undefined, API_ERROR_CODES.malformedRequest);

export const notFound = (what = "The requested item was not found.") => new HttpError(404, what);
export const unauthorized = (message = "Please sign in to continue.") => new HttpError(401, message);
export const badRequest = (message: string, fieldErrors?: FieldErrors) => new HttpError(400, message, fieldErrors);

/**
 * Groups messages by dotted field path ("members.0.emirates_id"), each message once; `fallback` names a
 * whole-body error. Paths come from the client's own field names, so "constructor" or "__proto__" are just names.
 */
export function toFieldErrors(issues: { path: string; message: string }[], fallback = "body"): FieldErrors {
  const byPath = new Map<string, string[]>();
  for (const { path, message } of issues) {
    const messages = byPath.get(path || fallback) ?? [];
    if (!messages.includes(message)) messages.push(message);
    byPath.set(path || fallback, messages);
  }
  const fieldErrors: FieldErrors = {};
  for (const [path, messages] of byPath) {
    Object.defineProperty(fieldErrors, path, { value: messages, enumerable: true, writable: true, configurable: true });
  }
  return fieldErrors;
}
