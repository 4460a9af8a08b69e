import { QUOTATION_VALIDITY_DAYS } from "@pp/domain";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { Alert } from "../../../ui/plain/alert";
import { AnchorButton, Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import { ICON_PATHS } from "../../../ui/plain/icons";
import text from "../../../ui/plain/typography.module.css";
import { quotationPdfUrl, useMailQuotation } from "../api/mail-quotation";
import styles from "./select-plan.module.css";

const DOWNLOAD_QUOTATION_PDF_WORDS = /*i18n*/ {
  id: "quotation.actions.downloadQuotationPdf",
  message: "Download quotation (PDF)",
};

/**
 * The quotation of the chosen plan for the sponsor: downloaded to hand over, or e-mailed from the outbox. Both are
 * rendered by the server from what the application holds now.
 */
export function QuotationActions({ quotationId, disabled }: { quotationId: number; disabled: boolean }) {
  const { t } = useText();
  const mail = useMailQuotation();
  return (
    <section
      aria-label={t(/*i18n*/ { id: "quotation.actions.quotationSponsor", message: "Quotation for the sponsor" })}
      className={styles.quotationActions}
    >
      {mail.data && (
        <Alert severity="success" role="status" className={styles.below}>
          {mail.data.message}
        </Alert>
      )}
      {mail.isError && (
        <div className={styles.below}>
          <ErrorAlert onRetry={() => mail.mutate(quotationId)}>
            {mail.error instanceof ApiError
              ? mail.error.message
              : t(
                  /*i18n*/ {
                    id: "quotation.actions.quotationCouldNotSent",
                    message: "The quotation could not be sent. Please try again.",
                  },
                )}
          </ErrorAlert>
        </div>
      )}
      <div className={styles.quotationButtons}>
        {disabled ? (
          <Button variant="outlined" disabled startIcon={ICON_PATHS.download}>
            {t(DOWNLOAD_QUOTATION_PDF_WORDS)}
          </Button>
        ) : (
          <AnchorButton variant="outlined" href={quotationPdfUrl(quotationId)} startIcon={ICON_PATHS.download}>
            {t(DOWNLOAD_QUOTATION_PDF_WORDS)}
          </AnchorButton>
        )}
        <Button
          variant="outlined"
          loading={mail.isPending}
          disabled={disabled}
          loadingPosition="start"
          startIcon={ICON_PATHS.mailOutline}
          onClick={() => mail.mutate(quotationId)}
        >
          {t(/*i18n*/ { id: "quotation.actions.eMailQuotationSponsor", message: "E-mail quotation to the sponsor" })}
        </Button>
      </div>
      <p className={cx(text.body2, text.secondary, styles.quotationNote)}>
        {t(
          /*i18n*/ {
            id: "quotation.actions.quotationListsChosenPlan",
            message: "The quotation lists the chosen plan, the members and their premiums, and holds for {days} days.",
            values: {
              days: QUOTATION_VALIDITY_DAYS,
            },
          },
        )}
      </p>
    </section>
  );
}
