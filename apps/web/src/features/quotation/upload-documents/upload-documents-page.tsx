import { DOCUMENT_MESSAGES } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate } from "react-router";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { PageLoader } from "../../../ui/page-loader";
import { Alert } from "../../../ui/plain/alert";
import { LinkButton } from "../../../ui/plain/button";
import card from "../../../ui/plain/card.module.css";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { documentsQueryOptions } from "../api/get-documents";
import { QuotationStepper } from "../components/quotation-stepper";
import { useRecordProgress } from "../hooks/use-record-progress";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { readWizardState } from "../wizard-storage";
import { DocumentsForm } from "./documents-form";
import styles from "./upload-documents.module.css";

/** Step 3 of 5, /Basic-B2C/uploaddocuments or /uploaddocument (H+): ID numbers and document copies. */
export function UploadDocumentsPage() {
  const { product, stepPath } = useQuotationJourney();
  const [wizard] = useState(() => readWizardState(product));
  // Without a quotation in progress there is nothing to attach documents to: step 1 comes first.
  if (wizard.quotationId === null) return <Navigate to={stepPath("sponsor")} replace />;
  return <UploadDocuments quotationId={wizard.quotationId} storedNumber={wizard.quotationNo} />;
}

function UploadDocuments({ quotationId, storedNumber }: { quotationId: number; storedNumber: string | null }) {
  const { t } = useText();
  const screen = useQuery(documentsQueryOptions(quotationId));
  const { stepPath, stepIndex } = useQuotationJourney();
  useRecordProgress(quotationId, "documents");
  const quotationNo = screen.data?.quotationNo ?? storedNumber;

  return (
    <>
      <QuotationStepper activeIndex={stepIndex("documents")} />
      <h1 className={text.h1}>
        {t(
          /*i18n*/ {
            id: "quotation.underwritingReviewPage.uploadRequiredDocuments",
            message: "Upload Required Documents",
          },
        )}
      </h1>
      {quotationNo && (
        <p className={cx(text.body1, text.secondary, styles.lead)}>
          {t(/*i18n*/ { id: "quotation.applicantLinkPage.quotationNumber", message: "Quotation number:" })}{" "}
          <strong>{quotationNo}</strong>
        </p>
      )}
      {screen.isError ? (
        <div className={card.card}>
          <ErrorAlert onRetry={() => void screen.refetch()}>
            {screen.error instanceof ApiError
              ? screen.error.message
              : t(
                  /*i18n*/ {
                    id: "quotation.uploadDocumentsPage.documentsCouldNotLoaded",
                    message: "The documents could not be loaded. Please try again.",
                  },
                )}
          </ErrorAlert>
        </div>
      ) : screen.data?.form.members.length === 0 ? (
        <Alert
          severity="info"
          action={
            <LinkButton variant="text" inheritColor size="small" to={stepPath("members")}>
              {t(/*i18n*/ { id: "quotation.selectPlanPage.addMembers", message: "Add members" })}
            </LinkButton>
          }
        >
          {translateMessage(DOCUMENT_MESSAGES.membersRequired)}.
        </Alert>
      ) : screen.data ? (
        <DocumentsForm quotationId={quotationId} screen={screen.data} />
      ) : (
        <PageLoader
          label={t(/*i18n*/ { id: "quotation.uploadDocumentsPage.loadingDocuments", message: "Loading the documents" })}
        />
      )}
    </>
  );
}
