import { zodResolver } from "@hookform/resolvers/zod";
import { type RetrieveRequest, retrieveRequestSchema } from "@pp/domain";
import { type Control, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { quotationDetailPath } from "../../../paths/backoffice-paths";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { FormTextField } from "../../../ui/form-text-field";
import { useRetrieveQuotation } from "../api/retrieve-quotation";
import { canResumeQuotation, resumeQuotation } from "../wizard-storage";
import styles from "./retrieve.module.css";

type RetrieveInput = z.input<typeof retrieveRequestSchema>;
const RETRIEVE_FIELDS = ["quotationNo", "sponsorMobile", "sponsorEmail"] as const;

/**
 * The retrieval form's state, shared by the "Retrieve your application" dialog of step 1 and the Quotation Retrieval
 * page: on success the quotation opens on the step last visited; on failure the
 * server's message is shown and what was typed stays.
 */
export function useRetrieveForm() {
  const { t } = useText();
  const navigate = useNavigate();
  const retrieve = useRetrieveQuotation();
  const { control, handleSubmit, setError } = useForm<RetrieveInput, unknown, RetrieveRequest>({
    resolver: zodResolver(retrieveRequestSchema),
    mode: "onTouched",
    defaultValues: { quotationNo: "", sponsorMobile: "", sponsorEmail: "" },
  });

  const onSubmit = handleSubmit((values) =>
    retrieve.mutate(values, {
      onSuccess: (found) =>
        navigate(
          // A paid application cannot be edited any more: it opens where its policy and documents are.
          canResumeQuotation(found)
            ? resumeQuotation({
                id: found.quotationId,
                quotationNo: found.quotationNo,
                product: found.product,
                lastVisitedPage: found.lastVisitedPage,
              })
            : quotationDetailPath(found.product, found.quotationNo),
        ),
      onError: (error) => applyFieldErrors(error, setError, RETRIEVE_FIELDS),
    }),
  );

  const error = retrieve.error;
  const fieldErrorsOnly = error instanceof ApiError && RETRIEVE_FIELDS.some((f) => error.fieldErrors[f]?.length);
  const errorMessage =
    error && !fieldErrorsOnly
      ? error instanceof ApiError
        ? error.message
        : t(
            /*i18n*/ {
              id: "quotation.retrieveForm.applicationCouldNotRetrieved",
              message: "The application could not be retrieved. Please try again.",
            },
          )
      : null;

  return { control, onSubmit, errorMessage, pending: retrieve.isPending };
}

/** The server's message (if any) and the three fields of the retrieval form. */
export function RetrieveFields({
  control,
  errorMessage,
  autoFocus = false,
}: {
  control: Control<RetrieveInput>;
  errorMessage: string | null;
  autoFocus?: boolean;
}) {
  const { t } = useText();
  return (
    <>
      {errorMessage && (
        <div className={styles.above}>
          <ErrorAlert>{errorMessage}</ErrorAlert>
        </div>
      )}
      <FormTextField
        control={control}
        name="quotationNo"
        label={t(
          /*i18n*/ { id: "quotation.retrieveForm.quotationReferenceNumber", message: "Quotation reference number" },
        )}
        autoFocus={autoFocus}
        required
      />
      <FormTextField
        control={control}
        name="sponsorMobile"
        label={t(/*i18n*/ { id: "quotation.retrieveForm.contactNumber", message: "Contact number" })}
        type="tel"
        autoComplete="off"
        required
      />
      <FormTextField
        control={control}
        name="sponsorEmail"
        label={t(/*i18n*/ { id: "quotation.sponsorForm.eMail", message: "E-mail" })}
        type="email"
        autoComplete="off"
        required
      />
    </>
  );
}
