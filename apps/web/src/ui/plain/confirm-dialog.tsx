import { useEffect, useId, useRef } from "react";
import { Button } from "./button";
import { cx } from "./class-names";
import styles from "./confirm-dialog.module.css";
import text from "./typography.module.css";

type ConfirmDialogProps = {
  title: string;
  text: string;
  confirmLabel: string;
  keepLabel: string;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before a change the customer notices and that cannot be taken back (a cancelled link, call or policy). The
 * browser's own modal dialog, drawn as MUI's: it keeps the focus inside, Escape or a press beside it keeps things as
 * they are, and the focus goes back where it was. "Keep" has the focus first, so Enter does no harm.
 */
export function ConfirmDialog({ title, text: body, confirmLabel, keepLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog already (the browser's cancel event).
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A press on the backdrop lands on the dialog element itself, outside its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.content}>
        <h2 id={titleId} className={cx(text.h2, styles.title)}>
          {title}
        </h2>
        <p id={textId} className={cx(text.body1, text.secondary, styles.text)}>
          {body}
        </p>
        <div className={styles.actions}>
          <Button variant="text" onClick={onClose} autoFocus>
            {keepLabel}
          </Button>
          <Button
            color="error"
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
