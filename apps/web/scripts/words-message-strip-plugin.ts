import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * The web app's words carry their English twice: in the code (`/*i18n*\/ { id, message }`, what en.po is extracted
 * from and what Lingui falls back to without a catalog) and in the English catalog that loads wherever they show — a
 * journey folder's with its routes (`app/route-texts.test.ts` checks each route names them), the app's own with the
 * language (the first pages') or with the first screen (the rest) — decision 065. In the build the code's copy is dead
 * weight, so it goes, as Lingui's own macro drops it in production: the catalog says the words, and a catalog that did
 * not load shows the id rather than passing for translated — but for the first pages' words (below).
 *
 * Only the web app's own words (the domain's are shown by screens that do not all load the domain's catalog, and keep
 * their English). The build fails on words written in a shape this does not recognise, or whose id no English catalog
 * holds (`npm run i18n` not run), rather than ship them without anyone knowing.
 */
const DESCRIPTOR =
  /\/\*i18n\*\/\s*\{\s*id:\s*"([^"\\]*)",\s*message:\s*(?:"(?:[^"\\]|\\.)*"|`(?:[^`\\$]|\\.)*`)\s*(,?)/g;
const MARK = /\/\*i18n\*\//g;
const SOURCE = path.join(import.meta.dirname, "../src");

const idsOf = (file: string) =>
  [...readFileSync(path.join(SOURCE, file), "utf8").matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1] ?? "");

/** Every id of the web app's English catalogs (`locales/en.po`, `locales/<catalog>/en.po`). */
function englishIds() {
  const ids = new Set<string>();
  for (const file of readdirSync(SOURCE, { recursive: true, encoding: "utf8" }))
    if (/(^|[\\/])locales[\\/](?:[\w-]+[\\/])?en\.po$/.test(file)) for (const id of idsOf(file)) ids.add(id);
  return ids;
}

/**
 * The first pages' words keep their English in the code: they show when no catalog could load — the sign-in page
 * while its catalog comes, the route's error page when a chunk cannot be fetched (offline, a deploy replaced it) — and
 * then say English rather than their ids.
 */
const FIRST_PAGES = "i18n/locales/first/en.po";

export function wordsMessageStrip(): Plugin {
  let ids = new Set<string>();
  let kept = new Set<string>();
  return {
    name: "words-message-strip",
    apply: "build",
    enforce: "pre",
    buildStart() {
      ids = englishIds();
      kept = new Set(idsOf(FIRST_PAGES));
    },
    transform(code, id) {
      const file = path.resolve(id);
      if (!/\.tsx?$/.test(file) || !file.startsWith(SOURCE + path.sep) || !code.includes("/*i18n*/")) return null;
      let stripped = 0;
      const unknown: string[] = [];
      const out = code.replace(DESCRIPTOR, (whole, words: string, comma: string) => {
        stripped += 1;
        if (!ids.has(words)) unknown.push(words);
        if (kept.has(words)) return whole;
        return comma ? `/*i18n*/ { id: "${words}",` : `/*i18n*/ { id: "${words}" `;
      });
      const written = code.match(MARK)?.length ?? 0;
      if (stripped !== written)
        this.error(`${id}: ${written - stripped} of its ${written} words are not written as /*i18n*/ { id, message }`);
      if (unknown.length > 0) this.error(`${id}: no English catalog holds ${unknown.join(", ")} (run npm run i18n)`);
      return { code: out, map: null };
    },
  };
}
