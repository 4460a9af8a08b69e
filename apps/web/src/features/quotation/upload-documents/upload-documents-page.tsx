import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { DOCUMENT_MESSAGES } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, Link as RouterLink } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { PageLoader } from "../../../ui/page-loader";
import { documentsQueryOptions } from "../api/get-documents";
import { QuotationStepper } from "../components/quotation-stepper";
import { useRecordProgress } from "../hooks/use-record-progress";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { readWizardState } from "../wizard-storage";
import { DocumentsForm } from "./documents-form";

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
      <Typography variant="h1" gutterBottom>
        {t("Upload Required Documents")}
      </Typography>
      {quotationNo && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("Quotation number:")} <strong>{quotationNo}</strong>
        </Typography>
      )}
      {screen.isError ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ErrorAlert onRetry={() => void screen.refetch()}>
            {screen.error instanceof ApiError
              ? screen.error.message
              : t("The documents could not be loaded. Please try again.")}
          </ErrorAlert>
        </Paper>
      ) : screen.data?.form.members.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={stepPath("members")}>
              {t("Add members")}
            </Button>
          }
        >
          {DOCUMENT_MESSAGES.membersRequired}.
        </Alert>
      ) : screen.data ? (
        <DocumentsForm quotationId={quotationId} screen={screen.data} />
      ) : (
        <PageLoader label={t("Loading the documents")} />
      )}
    </>
  );
}
