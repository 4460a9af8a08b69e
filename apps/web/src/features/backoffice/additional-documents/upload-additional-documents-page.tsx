import { zodResolver } from "@hookform/resolvers/zod";
import SearchIcon from "@mui/icons-material/Search";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { UploadAdditionalDocumentResponse } from "@pp/domain";
import {
  ADDITIONAL_DOCUMENT_TYPES,
  PRODUCT_LABELS,
  UPLOAD_ACCEPT,
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_ERROR_MESSAGE,
  UPLOAD_HINT,
  uploadFileError,
} from "@pp/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useSearchParams } from "react-router";
import { z } from "zod";
import { ApiError } from "../../../api/client";
import { policyDetailPath, quotationDetailPath } from "../../../app/backoffice-paths";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { FormSelectField } from "../../../ui/form-select-field";
import { FormTextField } from "../../../ui/form-text-field";
import { type FoundRecord, useFindRecord } from "../api/find-record";
import { useUploadAdditionalDocument } from "../api/upload-additional-document";

const TYPE_OPTIONS = ADDITIONAL_DOCUMENT_TYPES.map((type) => ({ value: type, label: type }));

// The server checks the type and the note again (its route schema); the type is required here so the form says so.
const uploadFormSchema = z.object({
  // Nothing chosen is null in the form; it gets the same message as an unknown type.
  documentType: z.preprocess(
    (v) => v ?? undefined,
    z.enum(ADDITIONAL_DOCUMENT_TYPES, { error: "Choose a document type." }),
  ),
  note: z.string().trim(),
});
type UploadFormInput = z.input<typeof uploadFormSchema>;
type UploadForm = z.output<typeof uploadFormSchema>;

const recordNumber = (record: FoundRecord) =>
  record.kind === "quotation" ? record.quotation.quotationNo : record.policy.policyNo;
const recordPath = (record: FoundRecord) =>
  record.kind === "quotation"
    ? quotationDetailPath(record.quotation.product, record.quotation.quotationNo)
    : policyDetailPath(record.policy.policyNo);

/**
 * /upload-additional-documents: find one of the partner's quotations or policies by number, then attach
 * a further document (type, note, file). It appears in that record's documents and timeline.
 */
export function UploadAdditionalDocumentsPage() {
  const [search] = useSearchParams();
  const find = useFindRecord();
  const [found, setFound] = useState<FoundRecord | null>(null);
  const [uploaded, setUploaded] = useState<UploadAdditionalDocumentResponse | null>(null);
  const [number, setNumber] = useState(search.get("number") ?? "");
  const [numberError, setNumberError] = useState<string | null>(null);

  const lookUp = (value: string) => {
    const wanted = value.trim();
    setUploaded(null);
    if (!wanted) {
      setNumberError("Enter a quotation or policy number.");
      return;
    }
    setNumberError(null);
    find.mutate(wanted, {
      onSuccess: setFound,
      onError: (error) => {
        setFound(null);
        if (error instanceof ApiError && error.status === 404) setNumberError(error.message);
      },
    });
  };

  // A link from a detail page ("Upload an additional document") brings the number along.
  const initial = useRef(search.get("number"));
  // biome-ignore lint/correctness/useExhaustiveDependencies: looks up the number the page was opened with, once.
  useEffect(() => {
    if (initial.current) lookUp(initial.current);
  }, []);

  const otherError =
    find.error && !(find.error instanceof ApiError && find.error.status === 404)
      ? find.error instanceof ApiError
        ? find.error.message
        : "The number could not be checked. Please try again."
      : null;

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Upload Additional documents
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Attach a further document, such as a medical report or a salary certificate, to one of your quotations or
        policies.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2, maxWidth: 720 }}>
        <Typography variant="h2" gutterBottom>
          1. Find the quotation or policy
        </Typography>
        <Box
          component="form"
          noValidate
          role="search"
          aria-label="Find a quotation or policy"
          onSubmit={(event) => {
            event.preventDefault();
            lookUp(number);
          }}
          sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "flex-start" }}
        >
          <TextField
            label="Quotation or policy number"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            error={Boolean(numberError)}
            helperText={numberError ?? "For example BQ-2026-000123 or a policy number"}
            required
            sx={{ flex: "1 1 240px", m: 0 }}
            slotProps={{ htmlInput: { maxLength: 40, autoComplete: "off" } }}
          />
          <Button
            type="submit"
            variant="contained"
            loading={find.isPending}
            startIcon={<SearchIcon aria-hidden="true" />}
            sx={{ mt: 1 }}
          >
            Find
          </Button>
        </Box>
        {otherError && (
          <Box sx={{ mt: 2 }}>
            <ErrorAlert onRetry={() => lookUp(number)}>{otherError}</ErrorAlert>
          </Box>
        )}
        {found && (
          <Alert severity="info" sx={{ mt: 2 }} role="status">
            <FoundSummary record={found} />
          </Alert>
        )}
      </Paper>
      {found && <UploadForm key={recordNumber(found)} record={found} uploaded={uploaded} onUploaded={setUploaded} />}
    </>
  );
}

function FoundSummary({ record }: { record: FoundRecord }) {
  if (record.kind === "quotation") {
    const q = record.quotation;
    return (
      <>
        {PRODUCT_LABELS[q.product]} quotation <strong>{q.quotationNo}</strong> of {q.sponsor.Spoonser_employer_namer}
      </>
    );
  }
  const p = record.policy;
  return (
    <>
      {PRODUCT_LABELS[p.product]} policy <strong>{p.policyNo}</strong> of {p.sponsorName} (quotation {p.quotationNo})
    </>
  );
}

function UploadForm({
  record,
  uploaded,
  onUploaded,
}: {
  record: FoundRecord;
  uploaded: UploadAdditionalDocumentResponse | null;
  onUploaded: (document: UploadAdditionalDocumentResponse | null) => void;
}) {
  const upload = useUploadAdditionalDocument();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const number = recordNumber(record);
  const { control, handleSubmit, setError, reset } = useForm<UploadFormInput, unknown, UploadForm>({
    resolver: zodResolver(uploadFormSchema),
    defaultValues: { documentType: null, note: "" },
  });

  const onSubmit = handleSubmit((values) => {
    if (!file) {
      setFileError("Choose the file to upload.");
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
            if (message || fileRefused || error.status === 413) setFileError(message ?? error.message);
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
        : "The file could not be uploaded. Please try again."
      : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Typography variant="h2" gutterBottom id={`${id}-title`}>
        2. Upload the document
      </Typography>
      {uploaded && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {uploaded.name} was added to {record.kind} {number}.{" "}
          <Link component={RouterLink} to={recordPath(record)}>
            Open {record.kind} {number}
          </Link>{" "}
          to see it in its documents and timeline.
        </Alert>
      )}
      {generalError && (
        <Box sx={{ mb: 2 }}>
          <ErrorAlert>{generalError}</ErrorAlert>
        </Box>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
        <FormSelectField control={control} name="documentType" label="Document type" options={TYPE_OPTIONS} required />
        <FormTextField
          control={control}
          name="note"
          label="Note"
          multiline
          helperText="Optional: what the document is for"
        />
        <Box
          sx={{
            mt: 2,
            p: 1.5,
            border: 1,
            borderRadius: 1,
            borderColor: fileError ? "error.main" : "divider",
            display: "flex",
            flexWrap: "wrap",
            gap: 1.5,
            alignItems: "center",
            justifyContent: "space-between",
          }}
        >
          <Box sx={{ minWidth: 0, flex: "1 1 220px" }}>
            <Typography component="span" id={`${id}-file-label`} sx={{ fontWeight: 600, display: "block" }}>
              File
              <Box component="span" aria-hidden="true">
                {" *"}
              </Box>
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              id={`${id}-file-status`}
              sx={{ overflowWrap: "anywhere" }}
            >
              {file ? file.name : UPLOAD_HINT}
            </Typography>
            {fileError && (
              <FormHelperText error id={`${id}-file-error`}>
                {fileError}
              </FormHelperText>
            )}
          </Box>
          <input
            ref={inputRef}
            type="file"
            accept={UPLOAD_ACCEPT}
            hidden
            tabIndex={-1}
            aria-labelledby={`${id}-file-label`}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = "";
              if (!chosen) return;
              const refused = uploadFileError(chosen);
              setFileError(refused);
              setFile(refused ? null : chosen);
            }}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon aria-hidden="true" />}
            onClick={() => inputRef.current?.click()}
            aria-describedby={fileError ? `${id}-file-status ${id}-file-error` : `${id}-file-status`}
          >
            {file ? "Choose another file" : "Choose file"}
          </Button>
        </Box>
        <Button type="submit" variant="contained" loading={upload.isPending} sx={{ mt: 3 }}>
          Upload
        </Button>
      </Box>
    </Paper>
  );
}
