import { isolate, isWords, type Language, type Words, type WordsValue } from "@pp/domain";
import { createElement, Fragment, type ReactNode, useSyncExternalStore } from "react";
import { compileMessage } from "./compile-message";
import { i18n } from "./i18n";

type Values = Record<string, string | number>;

/**
 * Lingui tells of a change both when the language switches and when more of its texts load (the screens' part of
 * Arabic after the sign-in page's, a screen's catalog): each is a new state, so a component shown before the texts
 * came renders again.
 */
let texts = 0;
i18n.on("change", () => {
  texts += 1;
});
const subscribe = (onChange: () => void) => i18n.on("change", onChange);
const textsState = () => `${i18n.locale}:${texts}`;
/** `t` as a value, for a helper a component hands it to. */
export type Translate = {
  (words: Words): string;
  (text: string, values?: Values): string;
};

/**
 * A value as the message shows it: words translated in the same language; in Arabic, a text value (a number written
 * out, a date, an e-mail address) isolated so that it keeps its own direction. A number stays a number, so that a
 * plural chooses its form by it (digits read left to right inside Arabic on their own).
 */
const shown = (value: WordsValue): string | number =>
  isWords(value) ? translated(value) : i18n.locale === "ar" && typeof value === "string" ? isolate(value) : value;
/** Words in the active language: the catalogs' message for their id, filled with their values (and `marks`). */
const translated = (words: Words, marks: Values = {}): string =>
  i18n._(
    words.id,
    {
      ...Object.fromEntries(Object.entries(words.values ?? {}).map(([name, value]) => [name, shown(value)])),
      ...marks,
    },
    { message: words.message },
  );

/** Values are isolated in right-to-left text, so a number, a date or an e-mail address keeps its own direction. */
const t: Translate = (text: string | Words, values?: Values) =>
  typeof text !== "string"
    ? translated(text)
    : i18n._(text, values && i18n.locale === "ar" ? isolated(values) : values);
const isolated = (values: Values) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isolate(String(value))]));

/** Stands for an element in a sentence while the catalogs fill it: the sentence is cut at these marks afterwards. */
const MARK = "\uE000";

/**
 * `t` for a sentence with elements in it (a link, a number in bold): "{file} was added. {open} to see it." gives the
 * sentence in the active language with each element where its placeholder is, isolated in right-to-left text. Words
 * keep their data (a count a plural chooses by) in their values; the elements are given apart.
 */
const tNodes = (text: string | Words, nodes: Record<string, ReactNode>): ReactNode[] => {
  const arabic = i18n.locale === "ar";
  const parts =
    typeof text === "string"
      ? compileMessage(arabic ? ((i18n.messages[text] as string | undefined) ?? text) : text)
      : translated(text, Object.fromEntries(Object.keys(nodes).map((name) => [name, MARK + name + MARK])))
          .split(MARK)
          .map((part, index) => (index % 2 === 1 ? [part] : part))
          .filter((part) => part !== "");
  return parts.map((part, index) =>
    typeof part === "string" ? part : createElement(arabic ? "bdi" : Fragment, { key: index }, nodes[part[0] ?? ""]),
  );
};

/**
 * The active language, `t` and `tNodes`, which give words (a moved screen's) or an English text (its own id, a screen
 * not yet moved) in that language with their values filled in. A component using it renders again when the language
 * changes; no provider is needed above it.
 */
export function useText() {
  useSyncExternalStore(subscribe, textsState);
  return { t, tNodes, language: i18n.locale as Language };
}
