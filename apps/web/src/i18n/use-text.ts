import { isolate, type Language } from "@pp/domain";
import { createElement, Fragment, type ReactNode, useSyncExternalStore } from "react";
import { compileMessage } from "./compile-message";
import { i18n } from "./i18n";

type Values = Record<string, string | number>;

/**
 * Lingui tells of a change both when the language switches and when more of its texts load (the screens' part of
 * Arabic after the sign-in page's): each is a new state, so a component shown before the texts came renders again.
 */
let texts = 0;
i18n.on("change", () => {
  texts += 1;
});
const subscribe = (onChange: () => void) => i18n.on("change", onChange);
const textsState = () => `${i18n.locale}:${texts}`;
/** `t` as a value, for a helper a component hands it to. */
export type Translate = (text: string, values?: Values) => string;

/** Values are isolated in right-to-left text, so a number, a date or an e-mail address keeps its own direction. */
const t: Translate = (text, values) => i18n._(text, values && i18n.locale === "ar" ? isolated(values) : values);
const isolated = (values: Values) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isolate(String(value))]));

/**
 * `t` for a sentence with elements in it (a link, a number in bold): "{file} was added. {open} to see it." gives the
 * sentence in the active language with each element where its placeholder is, isolated in right-to-left text.
 */
const tNodes = (text: string, values: Record<string, ReactNode>): ReactNode[] => {
  const arabic = i18n.locale === "ar";
  const pattern = arabic ? ((i18n.messages[text] as string | undefined) ?? text) : text;
  return compileMessage(pattern).map((part, index) =>
    typeof part === "string" ? part : createElement(arabic ? "bdi" : Fragment, { key: index }, values[part[0] ?? ""]),
  );
};

/**
 * The active language, `t` and `tNodes`, which gives an English text (its own id) in that language with `{name}` values filled
 * in. A component using it renders again when the language changes; no provider is needed above it.
 */
export function useText() {
  useSyncExternalStore(subscribe, textsState);
  return { t, tNodes, language: i18n.locale as Language };
}
