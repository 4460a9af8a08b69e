import { useText } from "../../../i18n/use-text";
import { cx } from "../../../ui/plain/class-names";
import { Dialog, DialogContent, FormDialogActions } from "../../../ui/plain/dialog";
import text from "../../../ui/plain/typography.module.css";
import styles from "../retrieve/retrieve.module.css";
import { RetrieveFields, useRetrieveForm } from "../retrieve/retrieve-form";

/**
 * "Retrieve your application": finds one of the partner's quotations and continues it on the
 * step last opened. A failure shows the server's message here and keeps what was typed; while it is sent, Escape and a
 * press beside it leave it open. On a phone it fills the screen.
 */
export function RetrieveDialog({ onClose }: { onClose: () => void }) {
  const { t } = useText();
  const { control, onSubmit, errorMessage, pending } = useRetrieveForm();
  return (
    <Dialog
      title={t(/*i18n*/ { id: "quotation.retrieveButton.retrieveApplication", message: "Retrieve your application" })}
      busy={pending}
      onClose={onClose}
      onSubmit={onSubmit}
      fullScreenOnPhone
    >
      <DialogContent>
        <p className={cx(text.body1, text.secondary, styles.intro)}>
          {t(
            /*i18n*/ {
              id: "quotation.retrieveDialog.enterQuotationReferenceNumber",
              message:
                "Enter the quotation reference number with the sponsor's mobile number and e-mail address, as in the quotation e-mail.",
            },
          )}
        </p>
        <RetrieveFields control={control} errorMessage={errorMessage} autoFocus />
      </DialogContent>
      <FormDialogActions
        submitLabel={t(/*i18n*/ { id: "quotation.retrievalPage.retrieve", message: "Retrieve" })}
        pending={pending}
        onCancel={onClose}
      />
    </Dialog>
  );
}
