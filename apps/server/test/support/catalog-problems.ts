/** What the code says: each message's id and its English, as Lingui's extractor finds them. */
export type ExtractedMessages = Readonly<Record<string, { message?: string; obsolete?: boolean }>>;
/** A language's catalog as its PO file holds it. */
export type Translations = Readonly<Record<string, { translation?: string; obsolete?: boolean }>>;

/** The values a message is filled with: `{name}` and `{name, plural, …}`, not a plural's `{# …}` forms. */
const valueNames = (message: string) => [...new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

/**
 * What is wrong with the catalogs against the code (decision 065): a message of the code that a catalog lacks or
 * words differently from the code (the catalogs were not extracted again), a message without its translation, a
 * translation the code no longer has, a translation filled with other values than its English.
 */
export function catalogProblems(code: ExtractedMessages, catalogs: Readonly<Record<string, Translations>>): string[] {
  const problems: string[] = [];
  const used = Object.entries(code).filter(([, m]) => !m.obsolete);
  const english = new Map(used.map(([id, m]) => [id, m.message ?? ""]));
  for (const [locale, catalog] of Object.entries(catalogs)) {
    for (const [id, message] of english) {
      const translation = catalog[id]?.obsolete ? undefined : catalog[id]?.translation;
      if (!translation) problems.push(`${locale}: ${id} has no translation ("${message}")`);
      else if (locale === "en" && translation !== message)
        problems.push(`en: ${id} is worded "${message}" in the code: run npm run i18n, then check its other languages`);
      else if (valueNames(translation).join() !== valueNames(message).join())
        problems.push(
          `${locale}: ${id} is filled with {${valueNames(translation)}}, its English with {${valueNames(message)}}`,
        );
    }
    for (const id of Object.keys(catalog))
      if (!english.has(id)) problems.push(`${locale}: ${id} is no longer in the code: run npm run i18n`);
  }
  return problems;
}
