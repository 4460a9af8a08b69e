import { type DeclarationResponse, declarationDetailsRequestSchema } from "@pp/domain";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { useText } from "../../../i18n/use-text";
import { detailsEntriesOf, detailsRequestOf } from "../../../ui/declaration/declaration-drafts";
import { DetailsFields } from "../../../ui/declaration/declaration-fields";
import { DeclarationFooter } from "../../../ui/declaration/declaration-footer";
import { type PathErrors, saveChecked } from "../../../ui/declaration/path-errors";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { useToday } from "../../../ui/use-today";
import { useSaveDeclarationDetails } from "../api/declaration";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { setTempStatus } from "../wizard-storage";
import styles from "./declaration.module.css";
import { DeclarationStepFrame } from "./declaration-step-frame";

/** /additionalque: the details of every Yes of the medical declaration that asks for them. */
export function DeclarationDetailsPage() {
  const { t } = useText();
  return (
    <DeclarationStepFrame
      title={t(
        /*i18n*/ {
          id: "quotation.declarationDetailsPage.medicalDeclarationDetails",
          message: "Medical Declaration – Details",
        },
      )}
      loadingLabel={t(
        /*i18n*/ { id: "quotation.declarationDetailsPage.loadingAnswers", message: "Loading the answers" },
      )}
    >
      {(quotationId, data) => <DetailsForm quotationId={quotationId} data={data} />}
    </DeclarationStepFrame>
  );
}

function DetailsForm({ quotationId, data }: { quotationId: number; data: DeclarationResponse }) {
  const { t } = useText();
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
      <p className={cx(text.body1, styles.lead)}>
        {t(
          /*i18n*/ {
            id: "quotation.declarationDetailsPage.eachYesSayWhat",
            message:
              "For each Yes, say what it was, when it was diagnosed or happened, how it was treated and how it is now.",
          },
        )}
      </p>
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
