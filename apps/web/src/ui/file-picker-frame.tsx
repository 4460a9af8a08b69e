import { UPLOAD_ACCEPT } from "@pp/domain";
import { type ReactNode, type Ref, useId, useRef } from "react";
import styles from "./file-picker-frame.module.css";
import { Button } from "./plain/button";
import { cx } from "./plain/class-names";
import { ICON_PATHS } from "./plain/icons";

type FilePickerFrameProps = {
  label: string;
  required?: boolean;
  /** What is there now: the hint, the chosen or stored file, an upload in progress. */
  status: ReactNode;
  /** Status is announced to screen readers as it changes (an upload's progress and result). */
  liveStatus?: boolean;
  error?: string | null | undefined;
  /** A second line under the error: which rule the file broke. */
  errorDetail?: string | null | undefined;
  buttonText: string;
  /** The button's accessible name when its text alone would not say which document. */
  buttonAriaLabel?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  /** The file types the picker offers; documents' by default. */
  accept?: string;
  onBlur?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
};

/**
 * One file to choose, framed with its label, its status and its error, and a button that opens the file picker
 * (documents' types unless told others). The frame turns red with an error. Choosing the same file again still counts.
 */
export function FilePickerFrame({
  label,
  required,
  status,
  liveStatus,
  error,
  errorDetail,
  buttonText,
  buttonAriaLabel,
  disabled,
  onFile,
  accept = UPLOAD_ACCEPT,
  onBlur,
  buttonRef,
}: FilePickerFrameProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  return (
    <fieldset aria-labelledby={labelId} className={cx(styles.frame, error && styles.wrong)}>
      <div className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
          {required && <span aria-hidden="true">{" *"}</span>}
        </span>
        <div id={statusId} role={liveStatus ? "status" : undefined} className={styles.status}>
          {status}
        </div>
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
            {errorDetail && <span className={styles.detail}>{errorDetail}</span>}
          </p>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-labelledby={labelId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again still counts as a change.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <Button
        variant="outlined"
        startIcon={ICON_PATHS.uploadFile}
        onClick={() => inputRef.current?.click()}
        onBlur={onBlur}
        ref={buttonRef}
        disabled={disabled}
        aria-label={buttonAriaLabel}
        aria-describedby={error ? `${statusId} ${errorId}` : statusId}
        className={styles.button}
      >
        {buttonText}
      </Button>
    </fieldset>
  );
}
