import {
  fromSponsorRecord,
  type JourneyProduct,
  PRODUCT_NOT_ALLOWED,
  partnerMaySell,
  SPONSOR_FORM_DEFAULTS,
} from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { usePartner } from "../../../shell/partner-context";
import { DEFAULT_SIGNED_IN_PATH } from "../../../shell/storage";
import { ErrorAlert } from "../../../ui/error-alert";
import { PageLoader } from "../../../ui/page-loader";
import { Alert } from "../../../ui/plain/alert";
import { Button, LinkButton } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import { ICON_PATHS } from "../../../ui/plain/icons";
import text from "../../../ui/plain/typography.module.css";
import { quotationQueryOptions } from "../api/get-quotation";
import { QuotationStepper } from "../components/quotation-stepper";
import { useRecordProgress } from "../hooks/use-record-progress";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { clearWizardState, readWizardState, sponsorFromOf } from "../wizard-storage";
import { RetrieveButton } from "./retrieve-button";
import styles from "./sponsor-details-page.module.css";
import { SponsorForm } from "./sponsor-form";

/** Step 1 of 5, /Basic-B2C/sponsordetail or /sponsormemberdetail (H+). */
export function SponsorDetailsPage() {
  // Every arrival (Previous, a retrieval, "Start new application") reads the wizard state afresh.
  const location = useLocation();
  const { journey, product } = useQuotationJourney();
  if (!partnerMaySell(usePartner(), product)) return <ProductNotAllowed heading={journey.heading} product={product} />;
  return <SponsorDetails key={location.key} />;
}

/** Said before anything is typed: the server would refuse to save this product's application anyway. */
function ProductNotAllowed({ heading, product }: { heading: string; product: JourneyProduct }) {
  const { t } = useText();
  return (
    <>
      <h1 className={text.h1}>{translateMessage(heading)}</h1>
      <Alert severity="info" className={styles.notice}>
        {PRODUCT_NOT_ALLOWED(product)}
      </Alert>
      <LinkButton to={DEFAULT_SIGNED_IN_PATH}>
        {t(/*i18n*/ { id: "quotation.sponsorDetailsPage.goHomePage", message: "Go to the home page" })}
      </LinkButton>
    </>
  );
}

function SponsorDetails() {
  const { t } = useText();
  const { journey, product, stepPath, stepIndex } = useQuotationJourney();
  const [wizard] = useState(() => readWizardState(product));
  const navigate = useNavigate();
  const quotationId = wizard.quotationId;
  const quotation = useQuery({ ...quotationQueryOptions(quotationId ?? 0), enabled: quotationId !== null });
  useRecordProgress(quotationId, "sponsor");

  const startNew = () => {
    clearWizardState();
    navigate(stepPath("sponsor"), { replace: true });
  };

  let content: ReactNode;
  if (quotationId === null) {
    content = <NewApplicationForm />;
  } else if (quotation.isPending) {
    content = (
      <PageLoader
        label={t(
          /*i18n*/ { id: "quotation.sponsorDetailsPage.loadingApplication", message: "Loading the application" },
        )}
      />
    );
  } else if (quotation.isError) {
    const gone = quotation.error instanceof ApiError && quotation.error.status === 404;
    content = (
      <ErrorAlert onRetry={gone ? undefined : () => quotation.refetch()}>
        {quotation.error instanceof ApiError
          ? quotation.error.message
          : t(
              /*i18n*/ {
                id: "quotation.sponsorDetailsPage.savedApplicationCouldNot",
                message: "The saved application could not be loaded. Please try again.",
              },
            )}
      </ErrorAlert>
    );
  } else {
    const policyNo = quotation.data.addsToPolicy;
    content = (
      <>
        {policyNo && (
          <Alert severity="info" className={styles.notice}>
            {t(
              /*i18n*/ {
                id: "quotation.sponsorDetailsPage.applicationAddsMembersPolicy",
                message:
                  "This application adds members to policy {policyNo}: its sponsor, TPA and plan are the policy's.",
                values: {
                  policyNo,
                },
              },
            )}
          </Alert>
        )}
        <SponsorForm
          quotationId={quotationId}
          defaultValues={fromSponsorRecord(quotation.data.sponsor)}
          readOnly={policyNo !== null}
        />
      </>
    );
  }

  const quotationNo = quotation.data?.quotationNo ?? wizard.quotationNo;

  return (
    <>
      <QuotationStepper activeIndex={stepIndex("sponsor")} />
      <h1 className={text.h1}>{translateMessage(journey.heading)}</h1>
      <div className={styles.intro}>
        <p className={cx(text.body1, text.secondary, styles.lead)}>
          {quotationId !== null && quotationNo ? (
            <>
              {t(/*i18n*/ { id: "quotation.sponsorDetailsPage.quotationNumber", message: "Quotation number:" })}{" "}
              <strong>{quotationNo}</strong>
            </>
          ) : (
            t(
              /*i18n*/ {
                id: "quotation.sponsorDetailsPage.tellUsWhoSponsors",
                message: "Tell us who sponsors the plan. Saved applications can be continued at any time.",
              },
            )
          )}
        </p>
        <div className={styles.actions}>
          {quotationId !== null && (
            <Button variant="text" onClick={startNew} startIcon={ICON_PATHS.restartAlt}>
              {t(/*i18n*/ { id: "quotation.sponsorDetailsPage.startNewApplication", message: "Start new application" })}
            </Button>
          )}
          <RetrieveButton />
        </div>
      </div>
      {content}
    </>
  );
}

/**
 * A new application's form: blank, or filled in with the sponsor of an earlier application when the partner chose
 * "New application for the same sponsor" (the earlier application stays as it was; saving creates a new one).
 */
function NewApplicationForm() {
  const { t } = useText();
  const location = useLocation();
  const [from] = useState(() => sponsorFromOf(location.state));
  const earlier = useQuery({ ...quotationQueryOptions(from ?? 0), enabled: from !== null });
  if (from === null) return <SponsorForm quotationId={null} defaultValues={SPONSOR_FORM_DEFAULTS} />;
  if (earlier.isPending)
    return (
      <PageLoader
        label={t(/*i18n*/ { id: "quotation.sponsorDetailsPage.loadingSponsor", message: "Loading the sponsor" })}
      />
    );
  if (earlier.isError) {
    return (
      <>
        <Alert severity="warning" className={styles.notice}>
          {t(
            /*i18n*/ {
              id: "quotation.sponsorDetailsPage.sponsorLastApplicationCould",
              message:
                "The sponsor of the last application could not be loaded, so the form is empty. Fill it in, or try again later.",
            },
          )}
        </Alert>
        <SponsorForm quotationId={null} defaultValues={SPONSOR_FORM_DEFAULTS} />
      </>
    );
  }
  return (
    <>
      <Alert severity="info" className={styles.notice}>
        {t(
          /*i18n*/ {
            id: "quotation.sponsorDetailsPage.filledSponsorCheckDetails",
            message:
              "Filled in with the sponsor of {number}. Check the details, then save to start the new application.",
            values: {
              number: earlier.data.quotationNo,
            },
          },
        )}
      </Alert>
      <SponsorForm quotationId={null} defaultValues={fromSponsorRecord(earlier.data.sponsor)} />
    </>
  );
}
