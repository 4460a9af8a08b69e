import { API_ERROR_CODES, type ApiErrorCode } from "@pp/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from "fastify-type-provider-zod";
import { HttpError, toFieldErrors } from "./http-error";

export const VALIDATION_MESSAGE = "Please correct the highlighted fields.";
export const UNKNOWN_QUERY_MESSAGE = "This address does not take some of the query parameters sent.";
const UNKNOWN_QUERY_KEY_MESSAGE = "Not a query parameter of this address.";
const SERVER_FAULT_MESSAGE =
  "Something went wrong on our side. Please try again in a moment; if it keeps happening, contact customer relations.";
const ANSWER_FAULT_MESSAGE =
  "This could not be shown because of a fault on our side, which has been reported. Please try again later; if it keeps happening, contact customer relations.";
/** The log line of an answer that failed its own response schema; the test app counts these (test/support). */
export const ANSWER_FAILED_ITS_SCHEMA_LOG = "answer failed its response schema";

/** The dotted paths of the fields a response schema refused: names only, never the values (personal data). */
function refusedFields(error: ResponseSerializationError): string[] {
  const issues = (error.cause as { issues?: { path: PropertyKey[] }[] }).issues ?? [];
  return [...new Set(issues.map((i) => i.path.map(String).join(".") || "(answer)"))];
}

/** Fastify's own client errors, reworded for people. */
export const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: "The request could not be read. Please check what you sent and try again.",
  404: "Not found.",
  405: "This action is not allowed here.",
  413: "What you sent is too large.",
  415: "This type of content is not accepted.",
  429: "Too many requests. Please wait a moment and try again.",
};

const withCode = <T extends object>(body: T, code: ApiErrorCode | undefined) => (code ? { ...body, code } : body);

/**
 * Whether every issue a route's schema raised is a refinement (zod's `custom`: a `refine`/`superRefine`): a rule across
 * fields, against today or the records, which the OpenAPI document cannot state. Types, patterns, bounds, enums and
 * required fields are in the document, and an issue with them means the request breaks the document itself.
 */
const onlyRefinements = (validation: readonly { keyword: string }[]) =>
  validation.length > 0 && validation.every((v) => v.keyword === "custom");

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const unknownKeys = error.validation.flatMap((v) =>
        v.keyword === "unrecognized_keys" ? ((v.params as { keys?: string[] }).keys ?? []) : [],
      );
      if (error.validationContext === "querystring" && unknownKeys.length > 0) {
        const fieldErrors = toFieldErrors(
          unknownKeys.map((key) => ({ path: key, message: UNKNOWN_QUERY_KEY_MESSAGE })),
        );
        return reply
          .status(400)
          .send({ message: UNKNOWN_QUERY_MESSAGE, fieldErrors, code: API_ERROR_CODES.malformedRequest });
      }
      const issues = error.validation.map((v) => ({
        path: String(v.instancePath ?? "")
          .replace(/^\//, "")
          .replaceAll("/", "."),
        message: v.message ?? "Invalid value.",
      }));
      const fieldErrors = toFieldErrors(issues, error.validationContext === "querystring" ? "query" : "body");
      const code = onlyRefinements(error.validation) ? API_ERROR_CODES.brokenRule : API_ERROR_CODES.malformedRequest;
      return reply.status(400).send({ message: VALIDATION_MESSAGE, fieldErrors, code });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(
          withCode(
            error.fieldErrors ? { message: error.message, fieldErrors: error.fieldErrors } : { message: error.message },
            error.code ?? (error.statusCode === 400 ? API_ERROR_CODES.brokenRule : undefined),
          ),
        );
    }
    if (error instanceof ResponseSerializationError) {
      // A record the server cannot describe truthfully is a fault of ours: said once, clearly, and logged by field.
      const route = `${error.method} ${error.url}`;
      request.log.error({ route, fields: refusedFields(error) }, ANSWER_FAILED_ITS_SCHEMA_LOG);
      return reply.status(500).send({ message: ANSWER_FAULT_MESSAGE, code: API_ERROR_CODES.answerFailedItsSchema });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 400s are bodies it cannot read (broken JSON, an empty JSON body): malformed.
      const message = CLIENT_ERROR_MESSAGES[status] ?? error.message;
      return reply
        .status(status)
        .send(withCode({ message }, status === 400 ? API_ERROR_CODES.malformedRequest : undefined));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: SERVER_FAULT_MESSAGE });
  });
}
