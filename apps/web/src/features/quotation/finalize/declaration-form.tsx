import { useNavigate } from "react-router";
import { afterSuccess } from "../../../api/after-success";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { DeclarationForm } from "../../../ui/declaration-form";
import { ErrorAlert } from "../../../ui/error-alert";
import { Link as RouterLink } from "../../../ui/link";
import { Alert } from "../../../ui/plain/alert";
import text from "../../../ui/plain/typography.module.css";
import { useFinalizeQuotation } from "../api/finalize-quotation";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { setTempStatus } from "../wizard-storage";
import styles from "./finalize.module.css";

/** The declaration and "Finalize": the server checks every document again and locks the quotation for payment. */
export function QuotationDeclaration({ quotationId, reopened }: { quotationId: number; reopened: boolean }) {
  const { t } = useText();
  const finalize = useFinalizeQuotation();
  const navigate = useNavigate();
  const { stepPath, nextPath } = useQuotationJourney();

  // Basic goes on to payment; H+ to its underwriting review, which says whether it can be paid yet.
  const onFinalize = () =>
    afterSuccess(finalize.mutateAsync(quotationId), () => {
      setTempStatus("Next");
      navigate(nextPath("finalize"));
    });

  const error = finalize.error;
  return (
    <DeclarationForm
      declaration={t(
        /*i18n*/ {
          id: "quotation.declarationForm.iConfirmInformationCorrect",
          message:
            "I confirm the information is correct and the customer consents to the processing of their personal data.",
        },
      )}
      hint={t(
        /*i18n*/ {
          id: "quotation.declarationForm.requiredFinalizeApplication",
          message: "Required to finalize the application.",
        },
      )}
      pending={finalize.isPending}
      onFinalize={onFinalize}
    >
      {reopened && (
        <Alert severity="warning" className={styles.below}>
          {t(
            /*i18n*/ {
              id: "quotation.declarationForm.applicationChangedAfterFinalized",
              message:
                "The application was changed after it was finalized. Confirm the declaration and finalize it again before payment.",
            },
          )}
        </Alert>
      )}
      {error && (
        <div className={styles.below}>
          {error instanceof ApiError && error.status === 409 ? (
            <Alert severity="error" role="alert">
              {error.message}{" "}
              <RouterLink className={text.link} to={stepPath("documents")} onClick={() => setTempStatus("Previous")}>
                {t(
                  /*i18n*/ {
                    id: "quotation.declarationForm.goUploadRequiredDocuments",
                    message: "Go to Upload Required Documents",
                  },
                )}
              </RouterLink>
            </Alert>
          ) : (
            <ErrorAlert>
              {error instanceof ApiError
                ? error.message
                : t(
                    /*i18n*/ {
                      id: "quotation.declarationForm.applicationCouldNotFinalized",
                      message: "The application could not be finalized. Please try again.",
                    },
                  )}
            </ErrorAlert>
          )}
        </div>
      )}
    </DeclarationForm>
  );
}
