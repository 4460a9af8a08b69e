import { API_ERROR_CODES, type ApiErrorCode } from "@pp/domain";
import { type AnswerText, inEnglish } from "../i18n/answer-text";
import { GENERIC_ANSWERS } from "./generic-answers";

/** Field errors by dotted path: the server's own words, or a domain message (see `AnswerText`). */
export type FieldErrors = Record<string, AnswerText[]>;

/**
 * An error the client caused or must be told about; anything else becomes a 500 without details. A 400 without a
 * code is a broken rule (`BROKEN_RULE`): a handler's refusal of values the document allows. What breaks the document
 * itself is made with `malformed`. It says `text`, the server's own words or a domain message, which the error
 * handler writes out in the request's language; `message` is its English, for logs and the command line.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: AnswerText,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
    readonly code?: ApiErrorCode,
  ) {
    super(inEnglish(text));
  }
}

/** A 400 for a request the OpenAPI document itself refuses: a client generated from the document never sends one. */
export const malformed = (message: AnswerText, fieldErrors?: FieldErrors) =>
  new HttpError(400, message, fieldErrors, undefined, API_ERROR_CODES.malformedRequest);

export const notFound = (what: AnswerText = GENERIC_ANSWERS.notFound) => new HttpError(404, what);
export const unauthorized = (message: AnswerText = GENERIC_ANSWERS.signIn) => new HttpError(401, message);
export const badRequest = (message: AnswerText, fieldErrors?: FieldErrors) => new HttpError(400, message, fieldErrors);

/**
 * Groups messages by dotted field path ("members.0.emirates_id"), each message once; `fallback` names a
 * whole-body error. Paths come from the client's own field names, so "constructor" or "__proto__" are just names.
 */
export function toFieldErrors(issues: { path: string; message: AnswerText }[], fallback = "body"): FieldErrors {
  const byPath = new Map<string, AnswerText[]>();
  for (const { path, message } of issues) {
    const messages = byPath.get(path || fallback) ?? [];
    if (!messages.some((m) => inEnglish(m) === inEnglish(message))) messages.push(message);
    byPath.set(path || fallback, messages);
  }
  const fieldErrors: FieldErrors = {};
  for (const [path, messages] of byPath) {
    Object.defineProperty(fieldErrors, path, { value: messages, enumerable: true, writable: true, configurable: true });
  }
  return fieldErrors;
}
