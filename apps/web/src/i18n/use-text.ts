import { isolate, type Language } from "@pp/domain";
import { useSyncExternalStore } from "react";
import { i18n } from "./i18n";

type Values = Record<string, string | number>;

const subscribe = (onChange: () => void) => i18n.on("change", onChange);
const activeLanguage = () => i18n.locale as Language;
/** Values are isolated in right-to-left text, so a number, a date or an e-mail address keeps its own direction. */
const t = (text: string, values?: Values) => i18n._(text, values && i18n.locale === "ar" ? isolated(values) : values);
const isolated = (values: Values) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isolate(String(value))]));

/**
 * The active language and `t`, which gives an English text (its own id) in that language with `{name}` values filled
 * in. A component using it renders again when the language changes; no provider is needed above it.
 */
export function useText() {
  const language = useSyncExternalStore(subscribe, activeLanguage);
  return { t, language };
}
