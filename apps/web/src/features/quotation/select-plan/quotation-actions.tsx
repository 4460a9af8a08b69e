import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { QUOTATION_VALIDITY_DAYS } from "@pp/domain";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { DownloadIcon, MailOutlineIcon } from "../../../ui/material-icons";
import { quotationPdfUrl, useMailQuotation } from "../api/mail-quotation";

/**
 * The quotation of the chosen plan for the sponsor: downloaded to hand over, or e-mailed from the outbox. Both are
 * rendered by the server from what the application holds now.
 */
export function QuotationActions({ quotationId, disabled }: { quotationId: number; disabled: boolean }) {
  const { t } = useText();
  const mail = useMailQuotation();
  return (
    <Box component="section" aria-label={t("Quotation for the sponsor")} sx={{ mt: 3 }}>
      {mail.data && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {mail.data.message}
        </Alert>
      )}
      {mail.isError && (
        <Box sx={{ mb: 2 }}>
          <ErrorAlert onRetry={() => mail.mutate(quotationId)}>
            {mail.error instanceof ApiError
              ? mail.error.message
              : t("The quotation could not be sent. Please try again.")}
          </ErrorAlert>
        </Box>
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
        <Button
          variant="outlined"
          href={disabled ? undefined : quotationPdfUrl(quotationId)}
          disabled={disabled}
          startIcon={<DownloadIcon aria-hidden="true" />}
        >
          {t("Download quotation (PDF)")}
        </Button>
        <Button
          variant="outlined"
          disabled={disabled || mail.isPending}
          loading={mail.isPending}
          loadingPosition="start"
          startIcon={<MailOutlineIcon aria-hidden="true" />}
          onClick={() => mail.mutate(quotationId)}
        >
          {t("E-mail quotation to the sponsor")}
        </Button>
      </Box>
      <Box component="p" sx={{ color: "text.secondary", typography: "body2", mt: 1, mb: 0 }}>
        {t("The quotation lists the chosen plan, the members and their premiums, and holds for {days} days.", {
          days: QUOTATION_VALIDITY_DAYS,
        })}
      </Box>
    </Box>
  );
}
