import { zodResolver } from "@hookform/resolvers/zod";
import type { UploadAdditionalDocumentResponse } from "@pp/domain";
import {
  ADDITIONAL_DOCUMENT_TYPES,
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_ERROR_MESSAGE,
  UPLOAD_HINT,
  uploadAdditionalDocumentFieldsSchema,
  uploadFileError,
  uploadRuleBroken,
} from "@pp/domain";
import { useId, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { FilePickerFrame } from "../../../ui/file-picker-frame";
import { FormTextField } from "../../../ui/form-text-field";
import { Link as RouterLink } from "../../../ui/link";
import { Alert } from "../../../ui/plain/alert";
import { Button } from "../../../ui/plain/button";
import card from "../../../ui/plain/card.module.css";
import { cx } from "../../../ui/plain/class-names";
import { FormSelect } from "../../../ui/plain/form-select";
import text from "../../../ui/plain/typography.module.css";
import type { FoundRecord } from "../api/find-record";
import { useUploadAdditionalDocument } from "../api/upload-additional-document";
import styles from "./additional-documents.module.css";
import { recordNumber, recordPath } from "./found-record";

const TYPE_OPTIONS = ADDITIONAL_DOCUMENT_TYPES.map((type) => ({ value: type, label: type }));

// The type and the note as the server's route checks them; the record's number comes from the page's first part.
const uploadFormSchema = uploadAdditionalDocumentFieldsSchema.omit({ number: true });
type UploadForm = z.output<typeof uploadFormSchema>;
/** Nothing chosen is null in the form; the schema gives it the message of an unknown type. */
type UploadFormInput = Omit<z.input<typeof uploadFormSchema>, "documentType"> & {
  documentType: UploadForm["documentType"] | null;
};

/** The page's second part: the document's type, an optional note and the file, attached to the record found. */
export function UploadDocumentForm({
  record,
  uploaded,
  onUploaded,
}: {
  record: FoundRecord;
  uploaded: UploadAdditionalDocumentResponse | null;
  onUploaded: (document: UploadAdditionalDocumentResponse | null) => void;
}) {
  const { t, tNodes } = useText();
  const upload = useUploadAdditionalDocument();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  /** Which rule a file refused in the browser broke, shown under the spec's message. */
  const [fileRule, setFileRule] = useState<string | null>(null);
  const id = useId();
  const number = recordNumber(record);
  const { control, handleSubmit, setError, reset } = useForm<UploadFormInput, unknown, UploadForm>({
    // The form also holds null (nothing chosen yet), which the schema refuses with its message.
    resolver: zodResolver(uploadFormSchema) as Resolver<UploadFormInput, unknown, UploadForm>,
    defaultValues: { documentType: null, note: "" },
  });

  const onSubmit = handleSubmit((values) => {
    if (!file) {
      setFileError(
        t(/*i18n*/ { id: "backoffice.uploadDocumentForm.chooseFileToUpload", message: "Choose the file to upload." }),
      );
      return;
    }
    upload.mutate(
      { number, documentType: values.documentType, note: values.note, file },
      {
        onSuccess: (document) => {
          onUploaded(document);
          reset();
          setFile(null);
        },
        onError: (error) => {
          applyFieldErrors(error, setError, ["documentType", "note"]);
          // A refused file (type, size, empty) is the file's error, not the form's.
          if (error instanceof ApiError) {
            const message = error.fieldErrors.uploadedFiles?.[0];
            const fileRefused = [UPLOAD_ERROR_MESSAGE, UPLOAD_EMPTY_MESSAGE].includes(error.message);
            if (message || fileRefused || error.status === 413) {
              setFileError(message ?? error.message);
              setFileRule(null);
            }
          }
        },
      },
    );
  });

  const uploadError = upload.error;
  const generalError =
    uploadError && !fileError && !(uploadError instanceof ApiError && Object.keys(uploadError.fieldErrors).length)
      ? uploadError instanceof ApiError
        ? uploadError.message
        : t(
            /*i18n*/ {
              id: "backoffice.uploadDocumentForm.fileCouldNotUploaded",
              message: "The file could not be uploaded. Please try again.",
            },
          )
      : null;
  // What the notice of an added document fills in: the file, the record's number and a link to the record.
  const added = uploaded && {
    file: uploaded.name,
    number,
    open: (
      <RouterLink className={text.link} to={recordPath(record)}>
        {record.kind === "quotation"
          ? t(
              /*i18n*/ {
                id: "backoffice.uploadDocumentForm.openQuotation",
                message: "Open quotation {number}",
                values: { number },
              },
            )
          : t(
              /*i18n*/ {
                id: "backoffice.uploadDocumentForm.openPolicy",
                message: "Open policy {number}",
                values: { number },
              },
            )}
      </RouterLink>
    ),
  };

  return (
    <section className={cx(card.card, styles.sheet)}>
      <h2 className={cx(text.h2, styles.title)} id={`${id}-title`}>
        {t(/*i18n*/ { id: "backoffice.uploadDocumentForm.2UploadDocument", message: "2. Upload the document" })}
      </h2>
      {added && (
        <Alert severity="success" role="status" className={styles.below}>
          {record.kind === "quotation"
            ? tNodes(
                /*i18n*/ {
                  id: "backoffice.uploadDocumentForm.addedQuotationSeeDocuments",
                  message: "{file} was added to quotation {number}. {open} to see it in its documents and timeline.",
                },
                added,
              )
            : tNodes(
                /*i18n*/ {
                  id: "backoffice.uploadDocumentForm.addedPolicySeeDocuments",
                  message: "{file} was added to policy {number}. {open} to see it in its documents and timeline.",
                },
                added,
              )}
        </Alert>
      )}
      {generalError && (
        <div className={styles.below}>
          <ErrorAlert>{generalError}</ErrorAlert>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
        <FormSelect
          control={control}
          name="documentType"
          label={t(/*i18n*/ { id: "backoffice.uploadDocumentForm.documentType", message: "Document type" })}
          options={TYPE_OPTIONS}
          required
        />
        <FormTextField
          control={control}
          name="note"
          label={t(/*i18n*/ { id: "backoffice.uploadDocumentForm.note", message: "Note" })}
          multiline
          helperText={t(
            /*i18n*/ {
              id: "backoffice.uploadDocumentForm.optionalWhatDocument",
              message: "Optional: what the document is for",
            },
          )}
        />
        <FilePickerFrame
          label={t(/*i18n*/ { id: "backoffice.uploadDocumentForm.file", message: "File" })}
          required
          status={<span className={cx(text.body2, text.secondary)}>{file ? file.name : UPLOAD_HINT}</span>}
          error={fileError}
          errorDetail={fileRule}
          buttonText={
            file
              ? t(/*i18n*/ { id: "backoffice.uploadDocumentForm.chooseAnotherFile", message: "Choose another file" })
              : t(/*i18n*/ { id: "backoffice.uploadDocumentForm.chooseFile", message: "Choose file" })
          }
          onFile={(chosen) => {
            const refused = uploadFileError(chosen);
            setFileError(refused);
            setFileRule(refused ? uploadRuleBroken(chosen) : null);
            setFile(refused ? null : chosen);
          }}
        />
        <Button type="submit" variant="contained" loading={upload.isPending} className={styles.submit}>
          {t(/*i18n*/ { id: "backoffice.uploadDocumentForm.upload", message: "Upload" })}
        </Button>
      </form>
    </section>
  );
}
