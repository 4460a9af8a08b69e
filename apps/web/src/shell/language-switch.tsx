import { LANGUAGE_NAMES, type Language } from "@pp/domain";
import { useState } from "react";
import { useText } from "../i18n/use-text";
import { cx } from "../ui/plain/class-names";
import { chooseLanguage } from "./choose-language";
import styles from "./language-switch.module.css";

/**
 * Switches between English and Arabic; it names the other language in that language ("العربية" on an English page),
 * so whoever reads only that language finds it. Plain elements: the sign-in page and the customer's pages show it.
 */
export function LanguageSwitch({ className, tone = "default" }: { className?: string; tone?: "default" | "inverse" }) {
  const { language, t } = useText();
  const [switching, setSwitching] = useState(false);
  const [failed, setFailed] = useState(false);
  const other: Language = language === "ar" ? "en" : "ar";
  return (
    <span className={cx(styles.frame, className)}>
      <button
        type="button"
        lang={other}
        className={cx(styles.switch, tone === "inverse" && styles.inverse)}
        disabled={switching}
        onClick={() => {
          setSwitching(true);
          setFailed(false);
          void chooseLanguage(other)
            .then((switched) => setFailed(!switched))
            .finally(() => setSwitching(false));
        }}
      >
        {LANGUAGE_NAMES[other]}
      </button>
      {failed && (
        // Only Arabic is loaded on demand, so only it can fail; said in both languages, Arabic's texts being what
        // did not load.
        <span role="alert" className={styles.failed}>
          {t(
            /*i18n*/ {
              id: "shell.languageSwitch.arabicCouldNotLoaded",
              message: "Arabic could not be loaded. Check your connection and try again.",
            },
          )}{" "}
          <span lang="ar" dir="rtl">
            تعذّر تحميل العربية. تحقق من اتصالك وحاول مرة أخرى.
          </span>
        </span>
      )}
    </span>
  );
}
