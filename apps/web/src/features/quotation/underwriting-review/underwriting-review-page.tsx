import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import { PARTNER_HOME_PATHS, QUOTATION_STATUS, type QuotationUnderwriting } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { afterSuccess } from "../../../api/after-success";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { formatDateTime } from "../../../ui/format";
import { PageLoader } from "../../../ui/page-loader";
import { PremiumTotals } from "../../../ui/premium-totals";
import { SectionCard } from "../../../ui/section-card";
import { DecisionHistory, RuleHits, TermsTable } from "../../../ui/underwriting-parts";
import { underwritingQueryOptions, useAcceptTerms } from "../api/underwriting";
import { ReviewStep } from "../components/review-step";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { setTempStatus } from "../wizard-storage";

/** H+ /finalizeapplicationreview: the underwriting of the finalized application, and what the partner does next. */
export function UnderwritingReviewPage() {
  const { t } = useText();
  return (
    <ReviewStep
      step="review"
      title={t("Underwriting Review")}
      previous="finalize"
      loadingLabel={t("Loading the underwriting decision")}
    >
      {(_review, quotationId) => <UnderwritingDecision quotationId={quotationId} />}
    </ReviewStep>
  );
}

function UnderwritingDecision({ quotationId }: { quotationId: number }) {
  const { t } = useText();
  const underwriting = useQuery(underwritingQueryOptions(quotationId));
  if (underwriting.isError)
    return (
      <ErrorAlert onRetry={() => void underwriting.refetch()}>
        {underwriting.error instanceof ApiError
          ? underwriting.error.message
          : t("The underwriting decision could not be loaded. Please try again.")}
      </ErrorAlert>
    );
  if (!underwriting.data) return <PageLoader label={t("Loading the underwriting decision")} />;
  const u = underwriting.data;
  const lastNote = u.decisions.at(-1)?.note;
  return (
    <>
      <StatusPanel
        u={u}
        lastNote={lastNote ?? null}
        checking={underwriting.isFetching}
        onCheck={() => void underwriting.refetch()}
      />
      {u.status === QUOTATION_STATUS.TERMS_OFFERED && <AcceptTerms u={u} quotationId={quotationId} />}
      {u.members.some((m) => m.loading_percent || m.exclusion) && u.status !== QUOTATION_STATUS.TERMS_OFFERED && (
        <SectionCard title={t("Terms of cover")}>
          <TermsTable members={u.members} />
          <PremiumTotals totals={u.totals} />
        </SectionCard>
      )}
      {u.hits.length > 0 && (
        <SectionCard title={t("Why it was referred")}>
          <RuleHits hits={u.hits} />
        </SectionCard>
      )}
      {u.decisions.length > 0 && (
        <SectionCard title={t("Decisions")}>
          <DecisionHistory decisions={u.decisions} />
        </SectionCard>
      )}
    </>
  );
}

function StatusPanel(props: {
  u: QuotationUnderwriting;
  lastNote: string | null;
  checking: boolean;
  onCheck: () => void;
}) {
  const { t } = useText();
  const { u, lastNote } = props;
  const { stepPath } = useQuotationJourney();
  const navigate = useNavigate();
  const go = (path: string, direction: "Next" | "Previous") => () => {
    setTempStatus(direction);
    navigate(path);
  };
  const note = lastNote ? (
    <Typography component="p" sx={{ mt: 1, whiteSpace: "pre-wrap" }}>
      {t("Underwriter’s note: “{note}”", { note: lastNote })}
    </Typography>
  ) : null;
  switch (u.status) {
    case QUOTATION_STATUS.REFERRED:
      return (
        <Alert
          severity="info"
          role="status"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={props.onCheck} disabled={props.checking}>
              {props.checking ? t("Checking…") : t("Check again")}
            </Button>
          }
        >
          <AlertTitle>{t("Referred to underwriting")}</AlertTitle>
          {t(
            "Sent to the insurer’s underwriter on {date}. You will be e-mailed the decision; the application can be paid once it is accepted.",
            { date: u.referred_at ? formatDateTime(u.referred_at) : "—" },
          )}
        </Alert>
      );
    case QUOTATION_STATUS.INFO_REQUESTED:
      return (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>{t("The underwriter asks for more information")}</AlertTitle>
          {note}
          <Typography component="p" sx={{ mt: 1 }}>
            {t(
              "Update the medical declaration or the documents with the customer, then finalize again: the application returns to the underwriter.",
            )}
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1 }}>
            <Button variant="outlined" size="small" onClick={go(stepPath("declaration"), "Previous")}>
              {t("Medical Declaration")}
            </Button>
            <Button variant="outlined" size="small" onClick={go(stepPath("documents"), "Previous")}>
              {t("Upload Required Documents")}
            </Button>
            <Button variant="contained" size="small" onClick={go(stepPath("finalize"), "Previous")}>
              {t("Finalize again")}
            </Button>
          </Box>
        </Alert>
      );
    case QUOTATION_STATUS.TERMS_OFFERED:
      return (
        <Alert severity="info" sx={{ mb: 2 }}>
          <AlertTitle>{t("Accepted with terms")}</AlertTitle>
          {t(
            "The underwriter accepts this application with the terms below. Go through them with the customer; once they are accepted the application can be paid at the new premium.",
          )}
          {note}
        </Alert>
      );
    case QUOTATION_STATUS.FINALIZED:
      return (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={go(stepPath("payment"), "Next")}>
              {t("Continue to payment")}
            </Button>
          }
        >
          <AlertTitle>{t("Accepted")}</AlertTitle>
          {u.decisions.length === 0
            ? t("No answer of the declaration needs an underwriter: the application is accepted and can be paid.")
            : u.terms_accepted_at
              ? t("Accepted by the underwriter; the terms were accepted on {date}. The application can be paid.", {
                  date: formatDateTime(u.terms_accepted_at),
                })
              : t("Accepted by the underwriter. The application can be paid.")}
          {note}
        </Alert>
      );
    case QUOTATION_STATUS.DECLINED:
      return (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>{t("Declined")}</AlertTitle>
          {t("The underwriter declined this application; it cannot be paid or changed.")}
          {note}
          <Box sx={{ mt: 1 }}>
            <Button component={RouterLink} to={PARTNER_HOME_PATHS[0]} variant="outlined" size="small">
              {t("Back to the home page")}
            </Button>
          </Box>
        </Alert>
      );
    case QUOTATION_STATUS.DRAFT:
      return (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t("This application is not finalized: it goes to underwriting when it is.")}{" "}
          <Button size="small" onClick={go(stepPath("finalize"), "Previous")}>
            {t("Go to Finalize Application")}
          </Button>
        </Alert>
      );
    default:
      return (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t("This application has been paid.")}
        </Alert>
      );
  }
}

function AcceptTerms({ u, quotationId }: { u: QuotationUnderwriting; quotationId: number }) {
  const { t } = useText();
  const [agreed, setAgreed] = useState(false);
  const accept = useAcceptTerms(quotationId);
  const navigate = useNavigate();
  const { stepPath } = useQuotationJourney();
  const onAccept = () =>
    afterSuccess(accept.mutateAsync(), () => {
      setTempStatus("Next");
      navigate(stepPath("payment"));
    });
  return (
    <SectionCard title={t("Terms of cover")}>
      <TermsTable members={u.members} />
      <PremiumTotals totals={u.totals} />
      <FormControlLabel
        sx={{ mt: 2 }}
        control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
        label={t("The customer has read and accepts the loading and the exclusions above.")}
      />
      {accept.error && (
        <ErrorAlert>
          {accept.error instanceof ApiError
            ? accept.error.message
            : t("The terms could not be accepted. Please try again.")}
        </ErrorAlert>
      )}
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 1 }}>
        <Button variant="contained" size="large" disabled={!agreed || accept.isPending} onClick={onAccept}>
          {accept.isPending ? t("Please Wait...") : t("Accept the terms")}
        </Button>
      </Box>
    </SectionCard>
  );
}
