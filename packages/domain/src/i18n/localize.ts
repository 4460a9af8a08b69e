/**
 * A catalog maps an English message, word for word as the portal writes it, to its translation. A message with
 * values in it is one entry with named placeholders ("Type at least {count} characters.") that matches every
 * message of that shape; the values are carried over, and translated themselves when they are words ("5 minutes").
 * English stays the source of every text, so the English screens and answers never depend on a catalog.
 */
export type Catalog = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

interface Pattern {
  readonly regex: RegExp;
  readonly names: string[];
  readonly translation: string;
  /** How many characters of the entry are fixed text, not values. */
  readonly fixedLength: number;
}

function compilePattern(source: string, translation: string): Pattern {
  const names: string[] = [];
  const body = source
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return "(.+?)";
    })
    .join("");
  const fixedLength = source.replace(PLACEHOLDER, "").length;
  return { regex: new RegExp(`^${body}$`, "s"), names, translation, fixedLength };
}

const hasLetters = (text: string) => /[A-Za-z]/.test(text);

/**
 * A value set inside right-to-left text keeps its own direction when wrapped in Unicode's first-strong isolate: a
 * policy number, an e-mail address or a date then reads left to right, in one piece, inside an Arabic sentence.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * Translates with `catalog`; a message it does not hold comes back unchanged. With `isolateValues` (a right-to-left
 * language), every value filled in is isolated.
 */
export function createLocalizer(
  catalog: Catalog,
  { isolateValues = false }: { isolateValues?: boolean } = {},
): (message: string) => string {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [source, translation] of Object.entries(catalog)) {
    if (PLACEHOLDER.test(source)) patterns.push(compilePattern(source, translation));
    else exact.set(source, translation);
    PLACEHOLDER.lastIndex = 0;
  }
  // When two entries match ("Your {product} policy {policyNo}" and "… {policyNo} has changed"), the one with more
  // fixed words is meant: the shorter would swallow the rest of the sentence as a value.
  patterns.sort((a, b) => b.fixedLength - a.fixedLength);
  const localize = (message: string): string => {
    const hit = exact.get(message);
    if (hit !== undefined) return hit;
    for (const { regex, names, translation } of patterns) {
      const match = regex.exec(message);
      if (!match) continue;
      const values = new Map(names.map((name, i) => [name, match[i + 1] ?? ""]));
      return translation.replace(PLACEHOLDER, (_, name: string) => {
        const value = values.get(name) ?? "";
        // A captured value is shorter than the message, so translating it cannot loop.
        const filled = hasLetters(value) ? localize(value) : value;
        return isolateValues ? isolate(filled) : filled;
      });
    }
    return message;
  };
  return localize;
}

/** The placeholders of a catalog entry, for tests that hold both languages to the same values. */
export const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();
