import { createLocalizer, DOMAIN_MESSAGES_AR, type Language } from "@pp/domain";

/**
 * The old way of translating (decision 065), for what has no id yet: the domain's messages (validation messages,
 * domain constants), which answers carry as English strings. The server's own answers are words translated where they
 * are written out (`answerFor`), and so are the sandbox gateway's outcomes (by their code), never matched here.
 */
const arabic = createLocalizer(DOMAIN_MESSAGES_AR, { isolateValues: true });

/**
 * One domain message in `language` (an answer's, a page's, a document's domain words); English is the source, so it
 * comes back as written, and so does anything the catalog does not know (a real gateway's outcome, as it came).
 */
export const localizeMessage = (message: string, language: Language) => (language === "ar" ? arabic(message) : message);

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
