import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from "@pp/domain";

/** The language this browser chose, if it chose one (signing out keeps it: it is not personal). */
export function chosenLanguage(): Language | undefined {
  const value = document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : undefined;
}

/** Keeps the choice where the server reads it too: the next page's first HTML, API answers and PDFs follow it. */
export function rememberLanguage(language: Language) {
  const secure = location.protocol === "https:" ? "; secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers our customers use.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
}
