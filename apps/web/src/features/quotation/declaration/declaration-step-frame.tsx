import type { DeclarationResponse } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Navigate } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { PageLoader } from "../../../ui/page-loader";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { declarationQueryOptions } from "../api/declaration";
import { QuotationStepper } from "../components/quotation-stepper";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { readWizardState } from "../wizard-storage";
import styles from "./declaration.module.css";

type DeclarationStepFrameProps = {
  title: string;
  loadingLabel: string;
  /** The form, once the open quotation's declaration has loaded. */
  children(quotationId: number, data: DeclarationResponse): ReactNode;
};

/**
 * Both pages of the medical declaration step (/question, /additionalque): without an open quotation they send the
 * partner to step 1; otherwise the stepper, the heading, the quotation number, and the declaration — or why it did
 * not load, with Retry.
 */
export function DeclarationStepFrame(props: DeclarationStepFrameProps) {
  const { product, stepPath } = useQuotationJourney();
  const [wizard] = useState(() => readWizardState(product));
  if (wizard.quotationId === null) return <Navigate to={stepPath("sponsor")} replace />;
  return <Loaded {...props} quotationId={wizard.quotationId} storedNumber={wizard.quotationNo} />;
}

function Loaded({
  title,
  loadingLabel,
  children,
  quotationId,
  storedNumber,
}: DeclarationStepFrameProps & { quotationId: number; storedNumber: string | null }) {
  const { t } = useText();
  const { stepIndex } = useQuotationJourney();
  const declaration = useQuery(declarationQueryOptions(quotationId));
  return (
    <>
      <QuotationStepper activeIndex={stepIndex("declaration")} />
      <h1 className={text.h1}>{title}</h1>
      {storedNumber && (
        <p className={cx(text.body1, text.secondary, styles.lead)}>
          {t(/*i18n*/ { id: "quotation.applicantLinkPage.quotationNumber", message: "Quotation number:" })}{" "}
          <strong>{storedNumber}</strong>
        </p>
      )}
      {declaration.isError ? (
        <ErrorAlert onRetry={() => void declaration.refetch()}>
          {declaration.error instanceof ApiError
            ? declaration.error.message
            : t(
                /*i18n*/ {
                  id: "quotation.declarationStepFrame.declarationCouldNotLoaded",
                  message: "The declaration could not be loaded. Please try again.",
                },
              )}
        </ErrorAlert>
      ) : !declaration.data ? (
        <PageLoader label={loadingLabel} />
      ) : (
        children(quotationId, declaration.data)
      )}
    </>
  );
}
