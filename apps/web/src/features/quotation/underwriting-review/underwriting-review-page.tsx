import { PARTNER_HOME_PATHS, QUOTATION_STATUS, type QuotationUnderwriting } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { afterSuccess } from "../../../api/after-success";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { formatDateTime } from "../../../ui/format";
import { PageLoader } from "../../../ui/page-loader";
import { Alert } from "../../../ui/plain/alert";
import { Button, LinkButton } from "../../../ui/plain/button";
import { Checkbox } from "../../../ui/plain/checkbox";
import { PremiumTotals } from "../../../ui/premium-totals";
import { SectionCard } from "../../../ui/section-card";
import { DecisionHistory, RuleHits, TermsTable } from "../../../ui/underwriting-parts";
import { underwritingQueryOptions, useAcceptTerms } from "../api/underwriting";
import { ReviewStep } from "../components/review-step";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { setTempStatus } from "../wizard-storage";
import styles from "./underwriting-review-page.module.css";

const LOADING_DECISION_WORDS = /*i18n*/ {
  id: "quotation.underwritingReviewPage.loadingUnderwritingDecision",
  message: "Loading the underwriting decision",
};

const TERMS_COVER_WORDS = /*i18n*/ { id: "quotation.underwritingReviewPage.termsCover", message: "Terms of cover" };

/** H+ /finalizeapplicationreview: the underwriting of the finalized application, and what the partner does next. */
export function UnderwritingReviewPage() {
  const { t } = useText();
  return (
    <ReviewStep
      step="review"
      title={t(/*i18n*/ { id: "quotation.underwritingReviewPage.underwritingReview", message: "Underwriting Review" })}
      previous="finalize"
      loadingLabel={t(LOADING_DECISION_WORDS)}
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
          : t(
              /*i18n*/ {
                id: "quotation.underwritingReviewPage.underwritingDecisionCouldNot",
                message: "The underwriting decision could not be loaded. Please try again.",
              },
            )}
      </ErrorAlert>
    );
  if (!underwriting.data) return <PageLoader label={t(LOADING_DECISION_WORDS)} />;
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
        <SectionCard title={t(TERMS_COVER_WORDS)}>
          <TermsTable members={u.members} />
          <PremiumTotals totals={u.totals} />
        </SectionCard>
      )}
      {u.hits.length > 0 && (
        <SectionCard
          title={t(/*i18n*/ { id: "quotation.underwritingReviewPage.whyReferred", message: "Why it was referred" })}
        >
          <RuleHits hits={u.hits} />
        </SectionCard>
      )}
      {u.decisions.length > 0 && (
        <SectionCard title={t(/*i18n*/ { id: "quotation.underwritingReviewPage.decisions", message: "Decisions" })}>
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
    <p className={styles.note}>
      {t(
        /*i18n*/ {
          id: "quotation.underwritingReviewPage.underwriterSNote",
          message: "Underwriter’s note: “{note}”",
          values: { note: lastNote },
        },
      )}
    </p>
  ) : null;
  switch (u.status) {
    case QUOTATION_STATUS.REFERRED:
      return (
        <Alert
          severity="info"
          role="status"
          title={t(
            /*i18n*/ {
              id: "quotation.underwritingReviewPage.referredUnderwriting",
              message: "Referred to underwriting",
            },
          )}
          className={styles.panel}
          action={
            <Button variant="text" inheritColor size="small" onClick={props.onCheck} disabled={props.checking}>
              {props.checking
                ? t(/*i18n*/ { id: "quotation.underwritingReviewPage.checking", message: "Checking…" })
                : t(/*i18n*/ { id: "quotation.underwritingReviewPage.checkAgain", message: "Check again" })}
            </Button>
          }
        >
          {t(
            /*i18n*/ {
              id: "quotation.underwritingReviewPage.sentInsurerSUnderwriter",
              message:
                "Sent to the insurer’s underwriter on {date}. You will be e-mailed the decision; the application can be paid once it is accepted.",
              values: { date: u.referred_at ? formatDateTime(u.referred_at) : "—" },
            },
          )}
        </Alert>
      );
    case QUOTATION_STATUS.INFO_REQUESTED:
      return (
        <Alert
          severity="warning"
          title={t(
            /*i18n*/ {
              id: "quotation.underwritingReviewPage.underwriterAsksMoreInformation",
              message: "The underwriter asks for more information",
            },
          )}
          className={styles.panel}
        >
          {note}
          <p className={styles.paragraph}>
            {t(
              /*i18n*/ {
                id: "quotation.underwritingReviewPage.updateMedicalDeclarationDocuments",
                message:
                  "Update the medical declaration or the documents with the customer, then finalize again: the application returns to the underwriter.",
              },
            )}
          </p>
          <div className={styles.buttons}>
            <Button variant="outlined" size="small" onClick={go(stepPath("declaration"), "Previous")}>
              {t(/*i18n*/ { id: "quotation.declarationPage.medicalDeclaration", message: "Medical Declaration" })}
            </Button>
            <Button variant="outlined" size="small" onClick={go(stepPath("documents"), "Previous")}>
              {t(
                /*i18n*/ {
                  id: "quotation.underwritingReviewPage.uploadRequiredDocuments",
                  message: "Upload Required Documents",
                },
              )}
            </Button>
            <Button variant="contained" size="small" onClick={go(stepPath("finalize"), "Previous")}>
              {t(/*i18n*/ { id: "quotation.underwritingReviewPage.finalizeAgain", message: "Finalize again" })}
            </Button>
          </div>
        </Alert>
      );
    case QUOTATION_STATUS.TERMS_OFFERED:
      return (
        <Alert
          severity="info"
          title={t(/*i18n*/ { id: "quotation.underwritingReviewPage.acceptedTerms", message: "Accepted with terms" })}
          className={styles.panel}
        >
          {t(
            /*i18n*/ {
              id: "quotation.underwritingReviewPage.underwriterAcceptsApplicationTerms",
              message:
                "The underwriter accepts this application with the terms below. Go through them with the customer; once they are accepted the application can be paid at the new premium.",
            },
          )}
          {note}
        </Alert>
      );
    case QUOTATION_STATUS.FINALIZED:
      return (
        <Alert
          severity="success"
          title={t(/*i18n*/ { id: "quotation.underwritingReviewPage.accepted", message: "Accepted" })}
          className={styles.panel}
          action={
            <Button variant="text" inheritColor size="small" onClick={go(stepPath("payment"), "Next")}>
              {t(/*i18n*/ { id: "quotation.finalizePage.continuePayment", message: "Continue to payment" })}
            </Button>
          }
        >
          {u.decisions.length === 0
            ? t(
                /*i18n*/ {
                  id: "quotation.underwritingReviewPage.noAnswerDeclarationNeeds",
                  message:
                    "No answer of the declaration needs an underwriter: the application is accepted and can be paid.",
                },
              )
            : u.terms_accepted_at
              ? t(
                  /*i18n*/ {
                    id: "quotation.underwritingReviewPage.acceptedUnderwriterTermsWere",
                    message:
                      "Accepted by the underwriter; the terms were accepted on {date}. The application can be paid.",
                    values: {
                      date: formatDateTime(u.terms_accepted_at),
                    },
                  },
                )
              : t(
                  /*i18n*/ {
                    id: "quotation.underwritingReviewPage.acceptedUnderwriterApplicationPaid",
                    message: "Accepted by the underwriter. The application can be paid.",
                  },
                )}
          {note}
        </Alert>
      );
    case QUOTATION_STATUS.DECLINED:
      return (
        <Alert
          severity="error"
          title={t(/*i18n*/ { id: "quotation.underwritingReviewPage.declined", message: "Declined" })}
          className={styles.panel}
        >
          {t(
            /*i18n*/ {
              id: "quotation.underwritingReviewPage.underwriterDeclinedApplicationCannot",
              message: "The underwriter declined this application; it cannot be paid or changed.",
            },
          )}
          {note}
          <div className={styles.buttons}>
            <LinkButton to={PARTNER_HOME_PATHS[0]} variant="outlined" size="small">
              {t(/*i18n*/ { id: "quotation.underwritingReviewPage.backHomePage", message: "Back to the home page" })}
            </LinkButton>
          </div>
        </Alert>
      );
    case QUOTATION_STATUS.DRAFT:
      return (
        <Alert severity="warning" className={styles.panel}>
          {t(
            /*i18n*/ {
              id: "quotation.underwritingReviewPage.applicationNotFinalizedGoes",
              message: "This application is not finalized: it goes to underwriting when it is.",
            },
          )}{" "}
          <Button variant="text" size="small" onClick={go(stepPath("finalize"), "Previous")}>
            {t(
              /*i18n*/ {
                id: "quotation.paymentReviewPage.goFinalizeApplication",
                message: "Go to Finalize Application",
              },
            )}
          </Button>
        </Alert>
      );
    default:
      return (
        <Alert severity="info" className={styles.panel}>
          {t(/*i18n*/ { id: "quotation.finalizePage.applicationBeenPaid", message: "This application has been paid." })}
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
    <SectionCard title={t(TERMS_COVER_WORDS)}>
      <TermsTable members={u.members} />
      <PremiumTotals totals={u.totals} />
      <Checkbox
        className={styles.agree}
        checked={agreed}
        onChange={setAgreed}
        label={t(
          /*i18n*/ {
            id: "quotation.underwritingReviewPage.customerReadAcceptsLoading",
            message: "The customer has read and accepts the loading and the exclusions above.",
          },
        )}
      />
      {accept.error && (
        <ErrorAlert>
          {accept.error instanceof ApiError
            ? accept.error.message
            : t(
                /*i18n*/ {
                  id: "quotation.underwritingReviewPage.termsCouldNotAccepted",
                  message: "The terms could not be accepted. Please try again.",
                },
              )}
        </ErrorAlert>
      )}
      <div className={styles.accept}>
        <Button variant="contained" size="large" disabled={!agreed || accept.isPending} onClick={onAccept}>
          {accept.isPending
            ? t(/*i18n*/ { id: "quotation.applicantLinkPage.pleaseWait", message: "Please Wait..." })
            : t(/*i18n*/ { id: "quotation.underwritingReviewPage.acceptTerms", message: "Accept the terms" })}
        </Button>
      </div>
    </SectionCard>
  );
}
