import type { ChangeQuoteResponse, GetPolicyDetailResponse } from "@pp/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Control } from "react-hook-form";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { FormDateField } from "../../../ui/form-date-field";
import { FormTextField } from "../../../ui/form-text-field";
import { Alert } from "../../../ui/plain/alert";
import type { ChangeFormInput } from "./change-form";
import { RefundSummary } from "./refund-summary";
import styles from "./servicing.module.css";

/**
 * What every change asks: the day it takes effect (the first day without cover, or with it for members added), within
 * the days the server allows, and why.
 */
export function ChangeDateAndReason({
  control,
  policy,
  adding = false,
}: {
  control: Control<ChangeFormInput>;
  policy: GetPolicyDetailResponse;
  adding?: boolean;
}) {
  const { t } = useText();
  return (
    <>
      <FormDateField
        control={control}
        name="effectiveDate"
        label={
          adding
            ? t(/*i18n*/ { id: "backoffice.changeFields.covered", message: "Covered from" })
            : t(/*i18n*/ { id: "backoffice.changeFields.notCovered", message: "Not covered from" })
        }
        window={{ min: policy.earliestEffectiveDate, max: policy.endDate }}
        required
      />
      <FormTextField
        control={control}
        name="reason"
        label={t(/*i18n*/ { id: "backoffice.changesSection.reason", message: "Reason" })}
        multiline
        required
      />
    </>
  );
}

/**
 * Under a change's fields: the server's refund for it, or why it cannot be priced (the server's rule, or a lost
 * connection with a way to try again), and why saving failed. What was typed and chosen stays on the page.
 */
export function ChangeQuoteAndErrors({
  quote,
  saveError,
}: {
  quote: UseQueryResult<ChangeQuoteResponse>;
  saveError: string | null;
}) {
  const { t } = useText();
  return (
    <>
      {quote.error instanceof ApiError && (
        <Alert severity="warning" className={styles.above}>
          {quote.error.message}
        </Alert>
      )}
      {quote.error && !(quote.error instanceof ApiError) && (
        <div className={styles.above}>
          <ErrorAlert onRetry={() => void quote.refetch()}>
            {t(
              /*i18n*/ {
                id: "backoffice.changeFields.refundCouldNotWorked",
                message: "The refund could not be worked out. Please try again.",
              },
            )}
          </ErrorAlert>
        </div>
      )}
      {quote.data && <RefundSummary quote={quote.data} />}
      {saveError && (
        <div className={styles.above}>
          <ErrorAlert>{saveError}</ErrorAlert>
        </div>
      )}
    </>
  );
}
