import { type GetRenewalReviewResponse, MARKETING_OPT_IN_TEXT } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { afterSuccess } from "../../../api/after-success";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { DeclarationForm } from "../../../ui/declaration-form";
import { Link } from "../../../ui/link";
import { PageLoader } from "../../../ui/page-loader";
import { Alert } from "../../../ui/plain/alert";
import { LinkButton } from "../../../ui/plain/button";
import { Checkbox } from "../../../ui/plain/checkbox";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { useFinalizeRenewal } from "../api/finalize-renewal";
import { RENEWAL_STATUS, renewalReviewQueryOptions } from "../api/get-renewal-review";
import { RenewalError } from "../components/renewal-error";
import page from "../components/renewal-page.module.css";
import { RenewalStepper } from "../components/renewal-stepper";
import { StepBackLink } from "../components/step-back-link";
import { useRenewalAudience } from "../renewal-audience";
import { RENEWAL_PATHS, RENEWAL_STEP_INDEX } from "../renewal-paths";
import styles from "./finalize-page.module.css";
import { ContactSummary, MembersSummary, RenewalSummary } from "./review-sections";

/** /Basic-Renewals/finalizeapplicationrenewals: everything the renewal holds, the declaration, Finalize. */
export function FinalizeRenewalPage() {
  const { t } = useText();
  const review = useQuery(renewalReviewQueryOptions());
  const partner = useRenewalAudience() === "partner";
  let content: ReactNode;
  if (review.isPending)
    content = (
      <PageLoader label={t(/*i18n*/ { id: "renewal.finalizePage.loadingRenewal", message: "Loading the renewal" })} />
    );
  else if (review.isError) {
    content = (
      <RenewalError
        error={review.error}
        fallback={t(
          /*i18n*/ {
            id: "renewal.finalizePage.renewalCouldNotLoaded",
            message: "The renewal could not be loaded. Please try again.",
          },
        )}
        onRetry={() => void review.refetch()}
        conflictLink="details"
      />
    );
  } else {
    content = (
      <>
        <p className={cx(text.secondary, page.lead)}>
          {t(
            /*i18n*/ {
              id: "renewal.finalizePage.checkEveryDetailBefore",
              message: "Check every detail before you confirm. Use Edit to change a part.",
            },
          )}
        </p>
        <RenewalSummary review={review.data} />
        <ContactSummary review={review.data} editPath={RENEWAL_PATHS.details} />
        <MembersSummary
          review={review.data}
          membersPath={RENEWAL_PATHS.details}
          answersPath={RENEWAL_PATHS.questions}
        />
        <FinalizeAction review={review.data} />
      </>
    );
  }

  return (
    <>
      <RenewalStepper activeIndex={RENEWAL_STEP_INDEX.details} />
      <h1 className={text.h1}>
        {partner
          ? t(/*i18n*/ { id: "renewal.finalizePage.reviewTheRenewal", message: "Review the renewal" })
          : t(/*i18n*/ { id: "renewal.finalizePage.reviewYourRenewal", message: "Review your renewal" })}
      </h1>
      {content}
      <StepBackLink to={RENEWAL_PATHS.questions} loading={review.isPending} />
    </>
  );
}

function FinalizeAction({ review }: { review: GetRenewalReviewResponse }) {
  const { t } = useText();
  if (!review.declarationComplete) {
    return (
      <Alert severity="warning">
        {t(
          /*i18n*/ {
            id: "renewal.finalizePage.answerDeclarationQuestionsBefore",
            message: "Answer the declaration questions before you confirm.",
          },
        )}{" "}
        <Link className={text.link} to={RENEWAL_PATHS.questions}>
          {t(
            /*i18n*/ { id: "renewal.finalizePage.goDeclarationQuestions", message: "Go to the declaration questions" },
          )}
        </Link>
      </Alert>
    );
  }
  if (review.status === RENEWAL_STATUS.DRAFT) return <RenewalDeclaration />;
  const paid = review.status !== RENEWAL_STATUS.FINALIZED;
  return (
    <Alert
      severity={paid ? "info" : "success"}
      action={
        paid ? undefined : (
          <LinkButton variant="text" size="small" inheritColor to={RENEWAL_PATHS.payment}>
            {t(/*i18n*/ { id: "renewal.finalizePage.continuePayment", message: "Continue to payment" })}
          </LinkButton>
        )
      }
    >
      {paid
        ? t(/*i18n*/ { id: "renewal.finalizePage.renewalBeenPaid", message: "This renewal has been paid." })
        : t(
            /*i18n*/ {
              id: "renewal.finalizePage.renewalConfirmedReadyPayment",
              message: "This renewal is confirmed and ready for payment.",
            },
          )}
    </Alert>
  );
}

/** The accuracy and consent declaration; Finalize locks the renewal for payment. */
function RenewalDeclaration() {
  const { t } = useText();
  const finalize = useFinalizeRenewal();
  const navigate = useNavigate();
  const [marketingOptIn, setMarketingOptIn] = useState(false);
  // Only the customer can consent to their own marketing: a partner renewing for them is not asked.
  const customer = useRenewalAudience() === "customer";
  return (
    <DeclarationForm
      declaration={t(
        /*i18n*/ {
          id: "renewal.finalizePage.declaration",
          message:
            "I confirm that the information given is accurate and complete, and I consent to the processing of the insured members' personal data to renew this policy.",
        },
      )}
      hint={t(
        /*i18n*/ { id: "renewal.finalizePage.requiredFinalizeRenewal", message: "Required to finalize the renewal." },
      )}
      pending={finalize.isPending}
      onFinalize={() => afterSuccess(finalize.mutateAsync({ marketingOptIn }), () => navigate(RENEWAL_PATHS.payment))}
      optional={
        // Apart from the declaration and unticked: marketing only with its own, freely given consent.
        customer && (
          <Checkbox
            checked={marketingOptIn}
            onChange={setMarketingOptIn}
            label={translateMessage(MARKETING_OPT_IN_TEXT)}
            className={styles.optIn}
          />
        )
      }
    >
      {finalize.error && (
        <div className={page.notice}>
          <RenewalError
            error={finalize.error}
            fallback={t(
              /*i18n*/ {
                id: "renewal.finalizePage.renewalCouldNotConfirmed",
                message: "The renewal could not be confirmed. Please try again.",
              },
            )}
            conflictLink="questions"
          />
        </div>
      )}
    </DeclarationForm>
  );
}
