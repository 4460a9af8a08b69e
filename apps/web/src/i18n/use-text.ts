import { isolate, type Language, type Words } from "@pp/domain";
import { createElement, Fragment, type ReactNode, useSyncExternalStore } from "react";
import { compileMessage } from "./compile-message";
import { i18n, sayWords } from "./i18n";

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

/** Values are isolated in right-to-left text, so a number, a date or an e-mail address keeps its own direction. */
const t: Translate = (text: string | Words, values?: Values) =>
  typeof text !== "string" ? sayWords(text) : i18n._(text, values && i18n.locale === "ar" ? isolated(values) : values);
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
      : sayWords(text, Object.fromEntries(Object.keys(nodes).map((name) => [name, MARK + name + MARK])))
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
