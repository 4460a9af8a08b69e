import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { type GetRenewalReviewResponse, MARKETING_OPT_IN_TEXT } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { afterSuccess } from "../../../api/after-success";
import { msg, translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { DeclarationForm } from "../../../ui/declaration-form";
import { PageLoader } from "../../../ui/page-loader";
import { useFinalizeRenewal } from "../api/finalize-renewal";
import { RENEWAL_STATUS, renewalReviewQueryOptions } from "../api/get-renewal-review";
import { RenewalError } from "../components/renewal-error";
import { RenewalStepper } from "../components/renewal-stepper";
import { useRenewalAudience } from "../renewal-audience";
import { RENEWAL_PATHS, RENEWAL_STEP_INDEX } from "../renewal-paths";
import { ContactSummary, MembersSummary, RenewalSummary } from "./review-sections";

export const RENEWAL_DECLARATION_TEXT = msg(
  "I confirm that the information given is accurate and complete, and I consent to the processing of the insured members' personal data to renew this policy.",
);

const TO_DETAILS = { to: RENEWAL_PATHS.details, label: msg("Go to Policy Details") };
const TO_QUESTIONS = { to: RENEWAL_PATHS.questions, label: msg("Go to the declaration questions") };

/** /Basic-Renewals/finalizeapplicationrenewals: everything the renewal holds, the declaration, Finalize. */
export function FinalizeRenewalPage() {
  const { t } = useText();
  const review = useQuery(renewalReviewQueryOptions());
  const partner = useRenewalAudience() === "partner";
  let content: ReactNode;
  if (review.isPending) content = <PageLoader label={t("Loading the renewal")} />;
  else if (review.isError) {
    content = (
      <RenewalError
        error={review.error}
        fallback={t("The renewal could not be loaded. Please try again.")}
        onRetry={() => void review.refetch()}
        conflictLink={TO_DETAILS}
      />
    );
  } else {
    content = (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("Check every detail before you confirm. Use Edit to change a part.")}
        </Typography>
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
      <Typography variant="h1" gutterBottom>
        {partner ? t("Review the renewal") : t("Review your renewal")}
      </Typography>
      {content}
      <Box sx={{ mt: 3 }}>
        <Button component={RouterLink} to={RENEWAL_PATHS.questions} variant="outlined" size="large">
          {t("Back")}
        </Button>
      </Box>
    </>
  );
}

function FinalizeAction({ review }: { review: GetRenewalReviewResponse }) {
  const { t } = useText();
  if (!review.declarationComplete) {
    return (
      <Alert severity="warning">
        {t("Answer the declaration questions before you confirm.")}{" "}
        <Link component={RouterLink} to={RENEWAL_PATHS.questions}>
          {t("Go to the declaration questions")}
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
          <Button color="inherit" size="small" component={RouterLink} to={RENEWAL_PATHS.payment}>
            {t("Continue to payment")}
          </Button>
        )
      }
    >
      {paid ? t("This renewal has been paid.") : t("This renewal is confirmed and ready for payment.")}
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
      declaration={translateMessage(RENEWAL_DECLARATION_TEXT)}
      hint={t("Required to finalize the renewal.")}
      pending={finalize.isPending}
      onFinalize={() => afterSuccess(finalize.mutateAsync({ marketingOptIn }), () => navigate(RENEWAL_PATHS.payment))}
      optional={
        // Apart from the declaration and unticked: marketing only with its own, freely given consent.
        customer && (
          <FormControlLabel
            control={
              <Checkbox checked={marketingOptIn} onChange={(event) => setMarketingOptIn(event.target.checked)} />
            }
            label={translateMessage(MARKETING_OPT_IN_TEXT)}
            sx={{ alignItems: "flex-start", mt: 2, "& .MuiCheckbox-root": { mt: -1 } }}
          />
        )
      }
    >
      {finalize.error && (
        <Box sx={{ mb: 2 }}>
          <RenewalError
            error={finalize.error}
            fallback={t("The renewal could not be confirmed. Please try again.")}
            conflictLink={TO_QUESTIONS}
          />
        </Box>
      )}
    </DeclarationForm>
  );
}
