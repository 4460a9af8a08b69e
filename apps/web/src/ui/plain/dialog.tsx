import { type FormEvent, type ReactNode, useId } from "react";
import { Heading, I18nProvider, Modal, ModalOverlay, Dialog as RacDialog } from "react-aria-components";
import { useText } from "../../i18n/use-text";
import { useAriaLocale } from "./aria-locale";
import { Button } from "./button";
import { cx } from "./class-names";
import styles from "./dialog.module.css";

type DialogProps = {
  title: string;
  /** While the dialog's step is being sent: Escape and a press beside it leave it open. */
  busy?: boolean;
  onClose: () => void;
  /** MUI's maxWidth: "xs" (444 px) for a question, "sm" (600 px) for a form, "md" (900 px) for a form of two columns. */
  width?: "xs" | "sm" | "md";
  /** Fills the screen of a phone (narrower than 600 px), as MUI's `fullScreen` under its "sm" breakpoint. */
  fullScreenOnPhone?: boolean;
  /** Makes the dialog's body a form, named by the title, sent with Enter or its submit button. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/**
 * A modal dialog drawn as MUI's (a card over a dimmed page, its title, its content, its actions at the end), on React
 * Aria's Modal and Dialog: the focus goes in and stays in until it closes, then goes back where it was; Escape or a
 * press beside it closes it unless it is busy; it is named by its title. Features use this, never the library.
 */
export function Dialog({
  title,
  busy = false,
  onClose,
  width = "sm",
  fullScreenOnPhone = false,
  onSubmit,
  children,
}: DialogProps) {
  const titleId = useId();
  // React Aria's own words in the dialog (the hidden close button a screen reader reaches) follow the page's language,
  // not the browser's: a partner who chose Arabic in an English browser hears Arabic.
  const locale = useAriaLocale();
  return (
    <I18nProvider locale={locale}>
      <ModalOverlay
        isOpen
        isDismissable={!busy}
        isKeyboardDismissDisabled={busy}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        className={styles.overlay}
      >
        <Modal className={cx(styles.modal, styles[width], fullScreenOnPhone && styles.fullScreenOnPhone)}>
          <RacDialog className={styles.dialog} aria-labelledby={titleId}>
            {onSubmit ? (
              <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className={styles.form}>
                <DialogTitle id={titleId}>{title}</DialogTitle>
                {children}
              </form>
            ) : (
              <>
                <DialogTitle id={titleId}>{title}</DialogTitle>
                {children}
              </>
            )}
          </RacDialog>
        </Modal>
      </ModalOverlay>
    </I18nProvider>
  );
}

function DialogTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Heading slot="title" id={id} className={styles.title}>
      {children}
    </Heading>
  );
}

/** The dialog's body, which scrolls when it is taller than the screen (MUI's DialogContent). */
export function DialogContent({ children }: { children: ReactNode }) {
  return <div className={styles.content}>{children}</div>;
}

/** The dialog's buttons at its end, the safe one first (MUI's DialogActions); they wrap when the row is too narrow. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** A form dialog's two buttons: Cancel (closes it, disabled while it is sent) and the submit button, which spins. */
export function FormDialogActions({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useText();
  return (
    <DialogActions>
      <Button variant="text" onClick={onCancel} disabled={pending}>
        {t(/*i18n*/ { id: "ui.dialog.cancel", message: "Cancel" })}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
