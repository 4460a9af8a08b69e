import { zodResolver } from "@hookform/resolvers/zod";
import type { GetPolicyDetailResponse } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useText } from "../../../i18n/use-text";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { Button } from "../../../ui/plain/button";
import { ConfirmDialog } from "../../../ui/plain/confirm-dialog";
import { SectionCard } from "../../../ui/section-card";
import { RecordHeader } from "../detail/record-header";
import { quoteCancellation, useCancelPolicy } from "./api/policy-changes";
import { cancellationShape } from "./cancellation-shape";
import { ChangeDateAndReason, ChangeQuoteAndErrors } from "./change-fields";
import { type ChangeForm, type ChangeFormInput, changeFormSchema, defaultEffectiveDate } from "./change-form";
import { ChangeDone, NotChangeable } from "./change-outcome";
import { policyBack } from "./policy-back";
import { PolicyChangePage, useSaveError } from "./policy-change-page";
import styles from "./servicing.module.css";

const SUBMIT_WORDS = /*i18n*/ { id: "backoffice.cancelPolicyPage.submit", message: "Cancel the policy" };

/**
 * /policydetails/{policyNo}/cancel: the whole policy ends. Within the product's free-look period the whole premium
 * comes back less the fee; after it, the days left. The refund shows before the partner confirms, and a dialog asks
 * once more, as a cancellation cannot be taken back. The refund's place is held from the page's first paint (the refund
 * is asked for at once), so neither the refund nor a failure to work it out moves the button.
 */
export function CancelPolicyPage() {
  return <PolicyChangePage>{(policy) => <CancelPolicy policy={policy} />}</PolicyChangePage>;
}

function CancelPolicy({ policy }: { policy: GetPolicyDetailResponse }) {
  const { t } = useText();
  const cancel = useCancelPolicy();
  const saveError = useSaveError(cancel.error);
  const [confirming, setConfirming] = useState<ChangeForm | null>(null);
  const { control, handleSubmit, setError } = useForm<ChangeFormInput, unknown, ChangeForm>({
    resolver: zodResolver(changeFormSchema),
    defaultValues: { effectiveDate: defaultEffectiveDate(policy), reason: "" },
  });
  const effectiveDate = useWatch({ control, name: "effectiveDate" });
  const quote = useQuery({
    queryKey: ["backoffice", "cancellation-quote", policy.policyNo, effectiveDate],
    queryFn: () => quoteCancellation(policy.policyNo, { effectiveDate }),
    enabled: !!effectiveDate,
    retry: false,
  });
  const back = policyBack(t, policy.policyNo);

  if (cancel.data) return <ChangeDone back={back} change={cancel.data} kind="cancellation" />;
  if (!policy.changeable) return <NotChangeable back={back} />;

  const submit = (values: ChangeForm) =>
    cancel.mutate(
      { policyNo: policy.policyNo, ...values },
      { onError: (error) => applyFieldErrors(error, setError, ["effectiveDate", "reason"]) },
    );

  return (
    <>
      <RecordHeader
        back={back}
        title={t(
          /*i18n*/ {
            id: "backoffice.cancelPolicyPage.title",
            message: "Cancel policy {policyNo}",
            values: { policyNo: policy.policyNo },
          },
        )}
      />
      <SectionCard title={t(/*i18n*/ { id: "backoffice.cancelPolicyPage.cancellation", message: "Cancellation" })}>
        <form noValidate onSubmit={handleSubmit(setConfirming)}>
          <ChangeDateAndReason control={control} policy={policy} />
          <ChangeQuoteAndErrors quote={quote} saveError={saveError} shape={cancellationShape(policy, effectiveDate)} />
          <Button type="submit" variant="contained" color="error" loading={cancel.isPending} className={styles.submit}>
            {t(SUBMIT_WORDS)}
          </Button>
        </form>
      </SectionCard>
      {confirming && (
        <ConfirmDialog
          title={t(
            /*i18n*/ {
              id: "backoffice.cancelPolicyPage.confirmTitle",
              message: "Cancel policy {policyNo}?",
              values: { policyNo: policy.policyNo },
            },
          )}
          text={t(
            /*i18n*/ {
              id: "backoffice.cancelPolicyPage.policyStopsCoveringEvery",
              message: "The policy stops covering every member and cannot be renewed. This cannot be undone.",
            },
          )}
          confirmLabel={t(SUBMIT_WORDS)}
          keepLabel={t(/*i18n*/ { id: "backoffice.cancelPolicyPage.keepPolicy", message: "Keep the policy" })}
          onConfirm={() => submit(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
