import { zodResolver } from "@hookform/resolvers/zod";
import { ADDITION_JOURNEY, ADDITION_MESSAGES, type GetPolicyDetailResponse, isJourneyProduct } from "@pp/domain";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import type { QuotationResumer } from "../../../ui/quotation-resumer";
import { SectionCard } from "../../../ui/section-card";
import { RecordHeader } from "../detail/record-header";
import { useStartAddition } from "./api/policy-changes";
import { ChangeDateAndReason } from "./change-fields";
import { type ChangeForm, type ChangeFormInput, changeFormSchema, defaultEffectiveDate } from "./change-form";
import { NotChangeable } from "./change-outcome";
import { policyBack } from "./policy-back";
import { PolicyChangePage, useSaveError } from "./policy-change-page";
import styles from "./servicing.module.css";

/**
 * /policydetails/{policyNo}/add-members: a newborn, a new dependent, a new worker. The partner gives the first day of
 * their cover and why; the addition then opens in the wizard at its members, with the policy's sponsor, TPA and plan,
 * and its premium is the days left of the term, shown before paying.
 */
export function AddMembersPage({ resumer }: { resumer: QuotationResumer }) {
  return <PolicyChangePage>{(policy) => <AddMembers policy={policy} resumer={resumer} />}</PolicyChangePage>;
}

function AddMembers({ policy, resumer }: { policy: GetPolicyDetailResponse; resumer: QuotationResumer }) {
  const { t } = useText();
  const navigate = useNavigate();
  const start = useStartAddition();
  const saveError = useSaveError(start.error);
  const { control, handleSubmit, setError } = useForm<ChangeFormInput, unknown, ChangeForm>({
    resolver: zodResolver(changeFormSchema),
    defaultValues: { effectiveDate: defaultEffectiveDate(policy), reason: "" },
  });
  const back = policyBack(t, policy.policyNo);
  const title = t(
    /*i18n*/ {
      id: "backoffice.addMembersPage.addMembersPolicy",
      message: "Add members to policy {policyNo}",
      values: { policyNo: policy.policyNo },
    },
  );

  if (!policy.changeable) return <NotChangeable back={back} />;
  if (!isJourneyProduct(policy.product)) {
    return (
      <>
        <RecordHeader back={back} title={title} />
        <ErrorAlert>{translateMessage(ADDITION_MESSAGES.notForProduct)}</ErrorAlert>
      </>
    );
  }

  const onSubmit = handleSubmit((values) =>
    start.mutate(
      { policyNo: policy.policyNo, ...values },
      {
        onSuccess: (addition) =>
          navigate(resumer.resume({ ...addition, journey: ADDITION_JOURNEY, status: "draft" }), {
            state: { addingTo: policy.policyNo },
          }),
        onError: (error) => applyFieldErrors(error, setError, ["effectiveDate", "reason"]),
      },
    ),
  );

  return (
    <>
      <RecordHeader back={back} title={title} />
      <SectionCard title={t(/*i18n*/ { id: "backoffice.addMembersPage.addition", message: "Addition" })}>
        <p className={cx(text.body1, styles.lead)}>
          {t(
            /*i18n*/ {
              id: "backoffice.addMembersPage.newMembersJoinPolicy",
              message:
                "The new members join this policy with its sponsor, TPA and plan. You enter them and their documents as for a new application; their premium is charged for the days from this date to the end of the policy's term, and shown before payment.",
            },
          )}
        </p>
        <form noValidate onSubmit={onSubmit}>
          <ChangeDateAndReason control={control} policy={policy} adding />
          {saveError && (
            <div className={styles.above}>
              <ErrorAlert>{saveError}</ErrorAlert>
            </div>
          )}
          <Button type="submit" variant="contained" loading={start.isPending} className={styles.submit}>
            {t(/*i18n*/ { id: "backoffice.addMembersPage.continueMembers", message: "Continue to the members" })}
          </Button>
        </form>
      </SectionCard>
    </>
  );
}
