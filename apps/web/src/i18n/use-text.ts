import type { Language, Words } from "@pp/domain";
import { createElement, Fragment, type ReactNode, useSyncExternalStore } from "react";
import { i18n, sayWords, textsCameForWhatWasSaid } from "./i18n";

/**
 * Lingui tells of a change both when the language switches and when more of its texts load (a screen's catalog, the
 * domain's messages after the sign-in page's). A switch is a new state; a load is one only when it brings words a
 * component said before they had loaded, which then renders again. Another screen's catalog (the top bar's search's,
 * arriving after the page) leaves the page as it is, where it redrew every component that says words: one or two
 * whole-screen renders a load (bench/page-blocking-time.mjs counts them).
 */
let texts = 0;
i18n.on("change", () => {
  if (textsCameForWhatWasSaid()) texts += 1;
});
const subscribe = (onChange: () => void) => i18n.on("change", onChange);
const textsState = () => `${i18n.locale}:${texts}`;
/** `t` as a value, for a helper a component hands it to. */
export type Translate = (words: Words) => string;

/** Words in the active language; text values are isolated in right-to-left text (see `sayWords`). */
const t: Translate = (words) => sayWords(words);

/** Stands for an element in a sentence while the catalogs fill it: the sentence is cut at these marks afterwards. */
const MARK = "\uE000";

/**
 * `t` for a sentence with elements in it (a link, a number in bold): "{file} was added. {open} to see it." gives the
 * sentence in the active language with each element where its placeholder is, isolated in right-to-left text. Words
 * keep their data (a count a plural chooses by) in their values; the elements are given apart.
 */
const tNodes = (words: Words, nodes: Record<string, ReactNode>): ReactNode[] => {
  const arabic = i18n.locale === "ar";
  const parts = sayWords(words, Object.fromEntries(Object.keys(nodes).map((name) => [name, MARK + name + MARK])))
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? [part] : part))
    .filter((part) => part !== "");
  return parts.map((part, index) =>
    typeof part === "string" ? part : createElement(arabic ? "bdi" : Fragment, { key: index }, nodes[part[0] ?? ""]),
  );
};

/**
 * The active language, `t` and `tNodes`, which give words in that language with their values filled in. A component
 * using it renders again when the language changes; no provider is needed above it.
 */
export function useText() {
  useSyncExternalStore(subscribe, textsState);
  return { t, tNodes, language: i18n.locale as Language };
}
