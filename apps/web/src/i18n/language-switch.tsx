import { LANGUAGE_NAMES, type Language } from "@pp/domain";
import { useState } from "react";
import { cx } from "../ui/plain/class-names";
import { chooseLanguage } from "./choose-language";
import styles from "./language-switch.module.css";
import { useText } from "./use-text";

/**
 * Switches between English and Arabic; it names the other language in that language ("العربية" on an English page),
 * so whoever reads only that language finds it. Plain elements: the sign-in page and the customer's pages show it.
 */
export function LanguageSwitch({ className, tone = "default" }: { className?: string; tone?: "default" | "inverse" }) {
  const { language } = useText();
  const [switching, setSwitching] = useState(false);
  const other: Language = language === "ar" ? "en" : "ar";
  return (
    <button
      type="button"
      lang={other}
      className={cx(styles.switch, tone === "inverse" && styles.inverse, className)}
      disabled={switching}
      onClick={() => {
        setSwitching(true);
        void chooseLanguage(other).finally(() => setSwitching(false));
      }}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
