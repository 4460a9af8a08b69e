import { isWords, type Words, type WordsValue } from "./words";

/**
 * The domain's messages and labels are words with ids in the domain's catalogs, but much of the code that carries them
 * wants a string: zod's issue message, an option's label, a constant the forms and the server both compare with. Such
 * code says its words with `say`, which gives their English (what the English screens and the API's logs show, and
 * what the tests read) and remembers the words it was said with, so that a screen or an answer in another language
 * finds them again by that exact string and translates them by id (`wordsSaid`). Nothing is matched by its wording:
 * rewording a message rewords the string it is found by, and its translations stay with its id.
 */
const SAID = new Map<string, Words>();

/**
 * Strings said with values that change (a date, an e-mail address) are remembered too, but only the latest few hundred
 * of each message: a long-running server says such a message again and again with new values, and a string is
 * translated right after it was said (the same request's answer, the same form's error). A message said with a few
 * values once and for all (a field's longest length, as its schema is built) keeps them all.
 */
const MOST_STRINGS_PER_MESSAGE = 500;
const valuedStrings = new Map<string, string[]>();

/** A plural or a choice ("{count, plural, …}") needs the catalogs to be written out: `say` fills values only. */
const ICU_ARGUMENT = /\{\s*\w+\s*,/;

function filledIn(words: Words): string {
  return words.message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value: WordsValue | undefined = words.values?.[name];
    if (value === undefined) return whole;
    return isWords(value) ? say(value) : String(value);
  });
}

/**
 * The English of `words`, remembered for translation. Only a message whose values are filled in as they are (no
 * plural or choice) can be said this way; a plural is said through the catalogs (an answer's or a screen's words).
 * Rollup may drop a call whose string is never used: then nothing can ask for its translation either.
 */
/*@__NO_SIDE_EFFECTS__*/
export function say(words: Words): string {
  if (ICU_ARGUMENT.test(words.message))
    throw new Error(`${words.id} has a plural or a choice: say it through a catalog`);
  const english = filledIn(words);
  if (SAID.get(english)?.id === words.id) return english;
  SAID.set(english, words);
  if (words.values) {
    const strings = valuedStrings.get(words.id) ?? [];
    valuedStrings.set(words.id, strings);
    strings.push(english);
    if (strings.length > MOST_STRINGS_PER_MESSAGE * 2) {
      // Forget the oldest half at once, so that remembering stays cheap per call.
      for (const text of strings.splice(0, strings.length - MOST_STRINGS_PER_MESSAGE))
        if (SAID.get(text)?.id === words.id) SAID.delete(text);
    }
  }
  return english;
}

/** The words a string was said with (`say`), to translate it by id; undefined for a string the domain never said. */
export const wordsSaid = (text: string): Words | undefined => SAID.get(text);

/**
 * The words of every string in `value` (its arrays' and objects' too) that was said with values: a worker thread
 * remembers only what it said itself, so a task's input and answer carry these across, to be said again there.
 * Strings said without values are said by every thread that loads the module saying them.
 */
export function wordsSaidWithValuesIn(value: unknown): Words[] {
  const found = new Map<string, Words>();
  const visit = (v: unknown, depth: number) => {
    if (typeof v === "string") {
      const words = SAID.get(v);
      if (words?.values) found.set(v, words);
    } else if (depth < 8 && typeof v === "object" && v !== null && !ArrayBuffer.isView(v)) {
      for (const item of Array.isArray(v) ? v : Object.values(v)) visit(item, depth + 1);
    }
  };
  visit(value, 0);
  return [...found.values()];
}

/** Says again, in this thread, words another thread said (`wordsSaidWithValuesIn`). */
export const sayAgain = (said: readonly Words[]) => {
  for (const words of said) say(words);
};
