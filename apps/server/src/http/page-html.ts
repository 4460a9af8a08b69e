import {
  directionOf,
  EARLY_ANSWERS_ELEMENT_ID,
  type Language,
  PUBLIC_CONFIG_ELEMENT_ID,
  type PublicConfig,
  publicConfigSchema,
  type Words,
} from "@pp/domain";
import { translate } from "../i18n/translate";
import { escapeHtml } from "./html-page";

/** JSON inside a <script> element: "<" escaped, so no value (an insurer's name) can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/**
 * index.html with the public configuration every page shows first (the insurer's name at the top of a customer's
 * page, the footer's contacts) as a JSON data block: nothing waits for /api/config or moves when it arrives. The
 * page is marked in the visitor's language and direction, so an Arabic page is laid out right to left from its first
 * paint instead of flipping when the script runs. The block is parsed with the configuration's schema here, when the
 * pages are built at start-up: the browser takes it as written.
 */
export function pageHtml(indexHtml: string, config: PublicConfig, language: Language) {
  const data = `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${scriptJson(publicConfigSchema.parse(config))}</script>`;
  const page = language === "ar" ? inArabic(indexHtml) : indexHtml;
  return page
    .replace(/<html[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`)
    .replace("</head>", `  ${data}\n  </head>`);
}

/**
 * A page with the answers of its first API reads (`earlyAnswers`) as a second JSON data block: personal data, so the
 * page that carries them is never stored (see `registerWebApp`).
 */
export function withEarlyAnswers(pageHtml: string, answers: Record<string, unknown>) {
  const block = `<script type="application/json" id="${EARLY_ANSWERS_ELEMENT_ID}">${scriptJson(answers)}</script>`;
  return pageHtml.replace("</head>", `  ${block}\n  </head>`);
}

/** The few words index.html says before the app runs (decision 065): the tab's title, the no-JavaScript notice. */
const INDEX_WORDS = {
  title: /*i18n*/ { id: "page.app.title", message: "Partner Portal" },
  needsJavaScript: /*i18n*/ {
    id: "page.app.needsJavaScript",
    message: "Partner Portal needs JavaScript. Turn it on in your browser and reload the page.",
  },
} satisfies Record<string, Words>;

/** index.html's words in a language, as the page writes them. */
const indexWords = (language: Language) => ({
  title: `<title>${escapeHtml(translate(language, INDEX_WORDS.title))}</title>`,
  needsJavaScript: escapeHtml(translate(language, INDEX_WORDS.needsJavaScript)),
});

/** index.html, written in English, in Arabic. */
function inArabic(indexHtml: string) {
  const [en, ar] = [indexWords("en"), indexWords("ar")];
  return indexHtml.replace(en.title, ar.title).replace(en.needsJavaScript, ar.needsJavaScript);
}
