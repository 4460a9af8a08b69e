import { useState } from "react";
import { useText } from "../../i18n/use-text";
import { Alert } from "../../ui/plain/alert";
import { Button } from "../../ui/plain/button";
import { cx } from "../../ui/plain/class-names";
import type from "../../ui/plain/typography.module.css";
import styles from "./security.module.css";

type RecoveryCodesPanelProps = { codes: string[]; continueLabel: string; onContinue: () => void };

/** The ten recovery codes, shown this once: to copy, download or write down before going on. */
export function RecoveryCodesPanel({ codes, continueLabel, onContinue }: RecoveryCodesPanelProps) {
  const { t } = useText();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  // The file and the clipboard say what the codes are in the page's language.
  const heading = t(
    /*i18n*/ { id: "security.codes.fileHeading", message: "Partner Portal recovery codes (each works once)" },
  );
  const text = `${heading}\n\n${codes.join("\n")}\n`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied("yes"),
      () => setCopied("failed"),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "partner-portal-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div>
      <Alert severity="warning" className={styles.codesWarning}>
        {t(
          /*i18n*/ {
            id: "security.codes.saveNow",
            message:
              "Save these recovery codes now: they are shown only this once. If you lose your phone, each code lets you sign in once instead of a code from the app.",
          },
        )}
      </Alert>
      <ol aria-label={t(/*i18n*/ { id: "security.codes.list", message: "Recovery codes" })} className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.codeButtons}>
        <Button variant="outlined" onClick={copy}>
          {t(/*i18n*/ { id: "security.codes.copy", message: "Copy codes" })}
        </Button>
        <Button variant="outlined" onClick={download}>
          {t(/*i18n*/ { id: "security.codes.download", message: "Download as text" })}
        </Button>
      </div>
      {copied && (
        <p
          role="status"
          className={cx(type.body2, copied === "yes" ? cx(type.secondary, styles.plain) : styles.copyFailed)}
        >
          {copied === "yes"
            ? t(/*i18n*/ { id: "security.codes.copied", message: "Copied." })
            : t(
                /*i18n*/ {
                  id: "security.codes.copyFailed",
                  message: "This browser did not allow copying; download them or write them down.",
                },
              )}
        </p>
      )}
      <Button size="large" fullWidth className={styles.wideTopGap} onClick={onContinue}>
        {continueLabel}
      </Button>
    </div>
  );
}
