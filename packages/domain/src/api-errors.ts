import { z } from "zod";
import { say } from "./i18n/say";

/**
 * Codes an error answer carries where a client must tell one fault from another without reading its message:
 * - `ANSWER_FAILED_ITS_SCHEMA` is the server's own fault, an answer it built that its response schema refused.
 * - Every 400 says which kind it is. `MALFORMED_REQUEST`: the request breaks the OpenAPI document itself (a field,
 *   parameter or body its schema refuses, an unreadable body) — a client generated from the document never sends
 *   one. `BROKEN_RULE`: the request is well formed, but its values break a rule the document cannot state — one
 *   across fields (a date after another), against today (a date window) or against the records (a plan's member
 *   types, the policy's start, a password or code) — and the message says what to change (decision 046).
 */
export const API_ERROR_CODES = {
  answerFailedItsSchema: "ANSWER_FAILED_ITS_SCHEMA",
  malformedRequest: "MALFORMED_REQUEST",
  brokenRule: "BROKEN_RULE",
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** A 503 of a request that needs the CPU pool (a document, a card, a census read) while its queue is full. */
export const CPU_POOL_BUSY_MESSAGE = say(
  /*i18n*/ {
    id: "apiErrors.thePortalIsBusyPreparingOther",
    message: "The portal is busy preparing other documents and files. Please try again in a few seconds.",
  },
);

/** A 503 of a document or file whose work on the CPU pool ran past its time limit and was stopped. */
export const CPU_POOL_TIMEOUT_MESSAGE = say(
  /*i18n*/ {
    id: "apiErrors.preparingThisDocumentTookTooLong",
    message: "Preparing this document took too long and was stopped. Please try again later.",
  },
);

/** Every API failure has this shape: a message for people, per-field messages for bad input, and maybe a code. */
export const errorResponseSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.enum(Object.values(API_ERROR_CODES) as [ApiErrorCode, ...ApiErrorCode[]]).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** An answer that is only a message for people (401, 429, a reset request's acknowledgement). */
export const messageResponseSchema = z.object({ message: z.string() });

/** The error answers a route declares: the same body for every status it may refuse with. */
export const errorResponses = <const Codes extends readonly number[]>(...codes: Codes) =>
  Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as {
    [C in Codes[number]]: typeof errorResponseSchema;
  };
