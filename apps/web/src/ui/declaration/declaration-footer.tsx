import { ApiError } from "../../api/client";
import { useText } from "../../i18n/use-text";
import { ErrorAlert } from "../error-alert";
import { Button } from "../plain/button";
import styles from "./declaration.module.css";

type DeclarationFooterProps = {
  /** How many fields are marked; the alert then points at them instead of repeating each message. */
  markedFields: number;
  /** What the marked fields are called on this page. */
  marked: "answers" | "details";
  saveError: Error | null;
  saving: boolean;
  onSave(): void;
  /** Without it the page has no way back (the applicant's first form). */
  onPrevious?(): void;
  /** The partner's wizard uses the spec's "Previous" and "Save & Proceed"; the applicant's own page says what it does. */
  previousLabel?: string;
  saveLabel?: string;
};

/** The end of every declaration form: why the save did not go through, then the way back and the save. */
export function DeclarationFooter({
  markedFields,
  marked,
  saveError,
  saving,
  onSave,
  onPrevious,
  previousLabel,
  saveLabel,
}: DeclarationFooterProps) {
  const { t } = useText();
  return (
    <>
      {(markedFields > 0 || saveError) && (
        <ErrorAlert>
          {markedFields > 0
            ? marked === "answers"
              ? t(
                  /*i18n*/ {
                    id: "ui.declarationFooter.someAnswersMissingNeed",
                    message: "Some answers are missing or need correcting: see the highlighted answers.",
                  },
                )
              : t(
                  /*i18n*/ {
                    id: "ui.declarationFooter.someDetailsMissingNeed",
                    message: "Some details are missing or need correcting: see the highlighted details.",
                  },
                )
            : saveError instanceof ApiError
              ? saveError.message
              : t(
                  /*i18n*/ {
                    id: "ui.declarationFooter.declarationCouldNotSaved",
                    message: "The declaration could not be saved. Please try again.",
                  },
                )}
        </ErrorAlert>
      )}
      <div className={styles.footer}>
        {onPrevious ? (
          <Button variant="outlined" size="large" onClick={onPrevious}>
            {previousLabel ?? t(/*i18n*/ { id: "ui.declarationFooter.previous", message: "Previous" })}
          </Button>
        ) : (
          <span />
        )}
        <Button variant="contained" size="large" onClick={onSave} loading={saving} loadingPosition="start">
          {saveLabel ?? t(/*i18n*/ { id: "ui.declarationFooter.saveProceed", message: "Save & Proceed" })}
        </Button>
      </div>
    </>
  );
}
