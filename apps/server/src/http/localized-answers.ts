import type { FastifyInstance } from "fastify";
import { localizeAnswer } from "../i18n/localize-answer";
import { requestLanguage } from "../i18n/request-language";

const isJson = (contentType: unknown) => typeof contentType === "string" && contentType.startsWith("application/json");

/**
 * The domain's messages in every JSON answer's message and field errors, in the request's language, whichever route
 * or error wrote them, so no route can forget them. The server's own words were written out in that language already
 * (`answerFor`, the error handler). English answers pass untouched; an answer that is not a JSON object is left alone.
 */
export function registerLocalizedAnswers(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" || !isJson(reply.getHeader("content-type"))) return payload;
    const language = requestLanguage(request);
    if (language === "en" || !payload.startsWith("{")) return payload;
    // A list or a record carries no sentence for people: only answers with a message are read again.
    if (!payload.includes('"message"') && !payload.includes('"fieldErrors"')) return payload;
    const answer: unknown = JSON.parse(payload);
    if (!answer || typeof answer !== "object" || Array.isArray(answer)) return payload;
    return JSON.stringify(localizeAnswer(answer as Record<string, unknown>, language));
  });
}
