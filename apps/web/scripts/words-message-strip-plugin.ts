import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * A screen's words carry their English twice: in the code (`/*i18n*\/ { id, message }`, what en.po is extracted from
 * and what Lingui falls back to without a catalog) and in the English catalog, which every route on the catalogs
 * loads with its code (decision 065). In the build the code's copy is dead weight, so it goes, as Lingui's own macro
 * drops it in production: the catalog says the words, and a route that forgot a folder's catalog shows the id rather
 * than passing for translated (`app/route-texts.test.ts` checks every route names them).
 *
 * Only in a journey folder on the catalogs (one with `locales/en.po`): the domain's words are shown by screens that
 * do not all load the domain's catalog, and keep their English. The build fails if a descriptor of such a folder is
 * written in a shape this does not recognise, rather than ship it unstripped without anyone knowing.
 */
const DESCRIPTOR = /\/\*i18n\*\/\s*\{\s*id:\s*("[^"\\]*"),\s*message:\s*("(?:[^"\\]|\\.)*"|`(?:[^`\\$]|\\.)*`)\s*(,?)/g;
const MARK = /\/\*i18n\*\//g;

const folderOnCatalogs = (file: string) => {
  const match = /^(.*\/apps\/web\/src\/features\/[\w-]+)\//.exec(file.split(path.sep).join("/"));
  return match?.[1] !== undefined && existsSync(path.join(match[1], "locales/en.po"));
};

export function wordsMessageStrip(): Plugin {
  return {
    name: "words-message-strip",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes("/*i18n*/") || !folderOnCatalogs(id)) return null;
      let stripped = 0;
      const out = code.replace(DESCRIPTOR, (_whole, words: string, _message: string, comma: string) => {
        stripped += 1;
        return comma ? `/*i18n*/ { id: ${words},` : `/*i18n*/ { id: ${words} `;
      });
      const written = code.match(MARK)?.length ?? 0;
      if (stripped !== written)
        this.error(`${id}: ${written - stripped} of its ${written} words are not written as /*i18n*/ { id, message }`);
      return { code: out, map: null };
    },
  };
}
