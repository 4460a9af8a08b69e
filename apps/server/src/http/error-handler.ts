import { API_ERROR_CODES, type ApiErrorCode, isWords, type Language, type Words } from "@pp/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from "fastify-type-provider-zod";
import { type AnswerText, answerIn } from "../i18n/answer-text";
import { requestLanguage } from "../i18n/request-language";
import { CLIENT_ERROR_ANSWERS, GENERIC_ANSWERS } from "./generic-answers";
import { type FieldErrors, HttpError, toFieldErrors } from "./http-error";

/** The log line of an answer that failed its own response schema; the test app counts these (test/support). */
export const ANSWER_FAILED_ITS_SCHEMA_LOG = "answer failed its response schema";

/** The dotted paths of the fields a response schema refused: names only, never the values (personal data). */
function refusedFields(error: ResponseSerializationError): string[] {
  const issues = (error.cause as { issues?: { path: PropertyKey[] }[] }).issues ?? [];
  return [...new Set(issues.map((i) => i.path.map(String).join(".") || "(answer)"))];
}

/**
 * The server's own words for a refinement of a server schema: zod carries only a string message, so such a refinement
 * gives its words as `params: { words }` beside their English (`refinedWith`); the domain's schemas give messages.
 */
function wordsOfIssue(params: unknown): Words | undefined {
  const words = (params as { params?: { words?: unknown } } | undefined)?.params?.words;
  return isWords(words) ? words : undefined;
}

/** Field errors written out in `language` (a domain message stays English for `localizeAnswer`). */
function fieldErrorsIn(language: Language, fieldErrors: FieldErrors): Record<string, string[]> {
  const written: Record<string, string[]> = {};
  for (const [path, texts] of Object.entries(fieldErrors)) {
    // defineProperty: a field may be called "__proto__" (the client's own names).
    Object.defineProperty(written, path, {
      value: texts.map((text) => answerIn(language, text)),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return written;
}

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
    const language = requestLanguage(request);
    const say = (text: AnswerText) => answerIn(language, text);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const unknownKeys = error.validation.flatMap((v) =>
        v.keyword === "unrecognized_keys" ? ((v.params as { keys?: string[] }).keys ?? []) : [],
      );
      if (error.validationContext === "querystring" && unknownKeys.length > 0) {
        const fieldErrors = toFieldErrors(
          unknownKeys.map((key) => ({ path: key, message: GENERIC_ANSWERS.unknownQueryKey })),
        );
        return reply.status(400).send({
          message: say(GENERIC_ANSWERS.unknownQuery),
          fieldErrors: fieldErrorsIn(language, fieldErrors),
          code: API_ERROR_CODES.malformedRequest,
        });
      }
      const issues = error.validation.map((v) => ({
        path: String(v.instancePath ?? "")
          .replace(/^\//, "")
          .replaceAll("/", "."),
        message: wordsOfIssue(v.params) ?? v.message ?? GENERIC_ANSWERS.invalidValue,
      }));
      const fieldErrors = toFieldErrors(issues, error.validationContext === "querystring" ? "query" : "body");
      const code = onlyRefinements(error.validation) ? API_ERROR_CODES.brokenRule : API_ERROR_CODES.malformedRequest;
      return reply
        .status(400)
        .send({ message: say(GENERIC_ANSWERS.validation), fieldErrors: fieldErrorsIn(language, fieldErrors), code });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(
          withCode(
            error.fieldErrors
              ? { message: say(error.text), fieldErrors: fieldErrorsIn(language, error.fieldErrors) }
              : { message: say(error.text) },
            error.code ?? (error.statusCode === 400 ? API_ERROR_CODES.brokenRule : undefined),
          ),
        );
    }
    if (error instanceof ResponseSerializationError) {
      // A record the server cannot describe truthfully is a fault of ours: said once, clearly, and logged by field.
      const route = `${error.method} ${error.url}`;
      request.log.error({ route, fields: refusedFields(error) }, ANSWER_FAILED_ITS_SCHEMA_LOG);
      return reply
        .status(500)
        .send({ message: say(GENERIC_ANSWERS.answerFault), code: API_ERROR_CODES.answerFailedItsSchema });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 400s are bodies it cannot read (broken JSON, an empty JSON body): malformed.
      const known = CLIENT_ERROR_ANSWERS[status];
      const message = known ? say(known) : error.message;
      return reply
        .status(status)
        .send(withCode({ message }, status === 400 ? API_ERROR_CODES.malformedRequest : undefined));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: say(GENERIC_ANSWERS.serverFault) });
  });
}
