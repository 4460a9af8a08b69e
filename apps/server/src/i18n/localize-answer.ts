import { type Language, wordsSaid } from "@pp/domain";
import { translate } from "./translate";

/**
 * One domain message in `language` (an answer's, a page's, a document's domain words): the domain said it as its
 * English (`say`: a zod schema's message, a label), and it is translated by the words it was said with. English
 * comes back as written, and so does a string the domain never said (a real gateway's outcome, as it came). The
 * server's own answers are words translated where they are written out (`answerFor`).
 */
export function localizeMessage(message: string, language: Language): string {
  if (language === "en") return message;
  const words = wordsSaid(message);
  return words ? translate(language, words) : message;
}

type Answer = { message?: unknown; fieldErrors?: unknown };

/**
 * The domain's messages of an answer's `message` and `fieldErrors` in `language`. Only those two carry sentences for
 * people; anything else in the answer (numbers, names, codes) is data and stays as it is. The server's own words in
 * them were written out in `language` already, which no English entry matches.
 */
export function localizeAnswer<T extends Answer>(answer: T, language: Language): T {
  if (language === "en") return answer;
  const localized: Answer = { ...answer };
  if (typeof answer.message === "string") localized.message = localizeMessage(answer.message, language);
  if (answer.fieldErrors && typeof answer.fieldErrors === "object") {
    const fieldErrors: Record<string, unknown> = {};
    for (const [path, messages] of Object.entries(answer.fieldErrors)) {
      // defineProperty: a field may be called "__proto__" (the client's own names).
      Object.defineProperty(fieldErrors, path, {
        value: Array.isArray(messages)
          ? messages.map((m) => (typeof m === "string" ? localizeMessage(m, language) : m))
          : messages,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    localized.fieldErrors = fieldErrors;
  }
  return localized as T;
}
