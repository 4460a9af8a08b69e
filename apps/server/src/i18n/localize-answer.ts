import { createLocalizer, DOMAIN_MESSAGES_AR, type Language } from "@pp/domain";
import { SERVER_MESSAGES_AR } from "./messages.ar";

const arabic = createLocalizer({ ...DOMAIN_MESSAGES_AR, ...SERVER_MESSAGES_AR }, { isolateValues: true });

/** One message in `language`; English is the source, so it comes back as written. */
export const localizeMessage = (message: string, language: Language) => (language === "ar" ? arabic(message) : message);

type Answer = { message?: unknown; fieldErrors?: unknown };

/**
 * An answer's `message` and its `fieldErrors` in `language`. Only those two carry sentences for people; anything
 * else in the answer (numbers, names, codes) is data and stays as it is.
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
