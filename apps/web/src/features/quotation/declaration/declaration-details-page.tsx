import Typography from "@mui/material/Typography";
import { type DeclarationResponse, declarationDetailsRequestSchema } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { detailsEntriesOf, detailsRequestOf } from "../../../ui/declaration/declaration-drafts";
import { DetailsFields } from "../../../ui/declaration/declaration-fields";
import { DeclarationFooter } from "../../../ui/declaration/declaration-footer";
import { type PathErrors, saveChecked } from "../../../ui/declaration/path-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { PageLoader } from "../../../ui/page-loader";
import { useToday } from "../../../ui/use-today";
import { declarationQueryOptions, useSaveDeclarationDetails } from "../api/declaration";
import { QuotationStepper } from "../components/quotation-stepper";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { readWizardState, setTempStatus } from "../wizard-storage";

/** /additionalque: the details of every Yes of the medical declaration that asks for them. */
export function DeclarationDetailsPage() {
  const { product, stepPath } = useQuotationJourney();
  const [wizard] = useState(() => readWizardState(product));
  if (wizard.quotationId === null) return <Navigate to={stepPath("sponsor")} replace />;
  return <DeclarationDetails quotationId={wizard.quotationId} storedNumber={wizard.quotationNo} />;
}

function DeclarationDetails({ quotationId, storedNumber }: { quotationId: number; storedNumber: string | null }) {
  const { stepIndex } = useQuotationJourney();
  const declaration = useQuery(declarationQueryOptions(quotationId));
  return (
    <>
      <QuotationStepper activeIndex={stepIndex("declaration")} />
      <Typography variant="h1" gutterBottom>
        Medical Declaration – Details
      </Typography>
      {storedNumber && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Quotation number: <strong>{storedNumber}</strong>
        </Typography>
      )}
      {declaration.isError ? (
        <ErrorAlert onRetry={() => void declaration.refetch()}>
          {declaration.error instanceof ApiError
            ? declaration.error.message
            : "The declaration could not be loaded. Please try again."}
        </ErrorAlert>
      ) : !declaration.data ? (
        <PageLoader label="Loading the answers" />
      ) : (
        <DetailsForm quotationId={quotationId} data={declaration.data} />
      )}
    </>
  );
}

function DetailsForm({ quotationId, data }: { quotationId: number; data: DeclarationResponse }) {
  const navigate = useNavigate();
  const today = useToday();
  const { nextPath, stepPath } = useQuotationJourney();
  const save = useSaveDeclarationDetails(quotationId);
  const [entries, setEntries] = useState(() => detailsEntriesOf(data));
  const [errors, setErrors] = useState<PathErrors>({});

  if (entries.length === 0) return <Navigate to={nextPath("declaration")} replace />;

  const submit = async () => {
    const done = await saveChecked(
      declarationDetailsRequestSchema,
      detailsRequestOf(entries),
      save.mutateAsync,
      setErrors,
    );
    if (!done) return;
    setTempStatus("Next");
    navigate(nextPath("declaration"));
  };
  const errorCount = Object.keys(errors).length;

  return (
    <>
      <Typography sx={{ mb: 2 }}>
        For each Yes, say what it was, when it was diagnosed or happened, how it was treated and how it is now.
      </Typography>
      <DetailsFields entries={entries} today={today} errors={errors} onChange={setEntries} />
      <DeclarationFooter
        markedFields={errorCount}
        marked="details"
        saveError={save.error}
        saving={save.isPending}
        onSave={submit}
        onPrevious={() => {
          setTempStatus("Previous");
          navigate(stepPath("declaration"));
        }}
      />
    </>
  );
}
