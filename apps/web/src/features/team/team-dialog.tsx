import type { ReactNode } from "react";
import { ErrorAlert } from "../../ui/error-alert";
import { cx } from "../../ui/plain/class-names";
import { Dialog, DialogContent, FormDialogActions } from "../../ui/plain/dialog";
import text from "../../ui/plain/typography.module.css";
import styles from "./team.module.css";

type TeamDialogProps = {
  title: string;
  /** What the change does, above its fields. */
  intro: string;
  /** The server's refusal of the last try, if any. */
  error: Error | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** The frame of the team page's forms (invite, change, hand over): a dialog that stays open while it is sent. */
export function TeamDialog({
  title,
  intro,
  error,
  pending,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: TeamDialogProps) {
  return (
    <Dialog title={title} busy={pending} onClose={onClose} onSubmit={onSubmit}>
      <DialogContent>
        <p className={cx(text.body2, text.secondary, styles.plain)}>{intro}</p>
        {error && (
          <div className={styles.spaced}>
            <ErrorAlert>{error.message}</ErrorAlert>
          </div>
        )}
        {children}
      </DialogContent>
      <FormDialogActions submitLabel={submitLabel} pending={pending} onCancel={onClose} />
    </Dialog>
  );
}
