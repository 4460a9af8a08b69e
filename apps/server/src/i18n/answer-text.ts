import { isWords, type Language, type Words } from "@pp/domain";
import type { FastifyRequest } from "fastify";
import { requestLanguage } from "./request-language";
import { translate } from "./translate";

/**
 * What an answer says to people (decision 065). The server's own words are a descriptor (`answer.<area>.<name>`),
 * translated here, where the answer is written out, by the request's language. A string is a message of the domain
 * (a zod schema's, a domain constant's): it is written out in English and the domain's catalog translates it on the
 * way out (`localizeAnswer`), until the domain's messages are words too. The server never writes a string of its own.
 */
export type AnswerText = Words | string;

/** An answer's text in `language`; a domain message stays English for `localizeAnswer`. */
export const answerIn = (language: Language, text: AnswerText): string =>
  isWords(text) ? translate(language, text) : text;

/** An answer's text in the language of the request it answers. */
export const answerFor = (request: FastifyRequest, text: AnswerText): string =>
  answerIn(requestLanguage(request), text);

/** The English of an answer's text: what logs, the command line and the tests read. */
export const inEnglish = (text: AnswerText): string => answerIn("en", text);

/**
 * A refinement of one of the server's own schemas that refuses with the server's words: zod carries only a string
 * message (their English), so the words ride along in the issue's `params`, where the error handler reads them.
 */
export const refinedWith = (words: Words) => ({ message: inEnglish(words), params: { words } });
