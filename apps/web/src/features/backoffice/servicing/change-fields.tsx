import type { ChangeQuoteResponse, GetPolicyDetailResponse } from "@pp/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Control } from "react-hook-form";
import { isRefused } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { FormDateField } from "../../../ui/form-date-field";
import { FormTextField } from "../../../ui/form-text-field";
import { Alert } from "../../../ui/plain/alert";
import type { ChangeFormInput } from "./change-form";
import { type RefundShape, RefundSummary } from "./refund-summary";
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
 * Under a change's fields: the server's refund for it, or why it cannot be priced (the server's rule, or a failure
 * with a way to try again), and why saving failed. What was typed and chosen stays on the page.
 *
 * The refund's region stands in the refund's `shape` from the moment it is asked for (the partner's own choice moves
 * the button, at once), and the server's answer, the refund or why there is none, fills that same place: it moves
 * nothing below it.
 */
export function ChangeQuoteAndErrors({
  quote,
  saveError,
  shape,
}: {
  quote: UseQueryResult<ChangeQuoteResponse>;
  saveError: string | null;
  shape: RefundShape;
}) {
  // Asked for and not yet answered: a query not yet enabled is pending too, but idle.
  const asked = quote.isPending && quote.fetchStatus !== "idle";
  return (
    <>
      {(quote.data || quote.error || asked) && (
        <RefundSummary
          quote={quote.data}
          shape={shape}
          problem={quote.error && <QuoteProblem error={quote.error} retry={() => void quote.refetch()} />}
        />
      )}
      {saveError && (
        <div className={styles.above}>
          <ErrorAlert>{saveError}</ErrorAlert>
        </div>
      )}
    </>
  );
}

/**
 * Why there is no refund: the server's rule refused what was asked (its words say what to change), or the server or
 * the connection failed, when asking again can help.
 */
function QuoteProblem({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useText();
  if (isRefused(error)) return <Alert severity="warning">{error.message}</Alert>;
  return (
    <ErrorAlert onRetry={retry}>
      {t(
        /*i18n*/ {
          id: "backoffice.changeFields.refundCouldNotWorked",
          message: "The refund could not be worked out. Please try again.",
        },
      )}
    </ErrorAlert>
  );
}
