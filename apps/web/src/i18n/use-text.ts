import type { Language } from "@pp/domain";
import { useSyncExternalStore } from "react";
import { i18n } from "./i18n";

type Values = Record<string, string | number>;

const subscribe = (onChange: () => void) => i18n.on("change", onChange);
const activeLanguage = () => i18n.locale as Language;
const t = (text: string, values?: Values) => i18n._(text, values);

/**
 * The active language and `t`, which gives an English text (its own id) in that language with `{name}` values filled
 * in. A component using it renders again when the language changes; no provider is needed above it.
 */
export function useText() {
  const language = useSyncExternalStore(subscribe, activeLanguage);
  return { t, language };
}
