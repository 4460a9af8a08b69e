import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language, languageFromAcceptLanguage } from "@pp/domain";
import type { FastifyRequest } from "fastify";

/**
 * The language to answer a request in: the visitor's choice (the language cookie the web app sets), else the
 * request's Accept-Language (an API client, or a browser's first visit), else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage(request.headers["accept-language"]) ?? DEFAULT_LANGUAGE;
}
