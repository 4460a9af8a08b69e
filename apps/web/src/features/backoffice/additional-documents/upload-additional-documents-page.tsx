import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { UploadAdditionalDocumentResponse } from "@pp/domain";
import { PRODUCT_LABELS } from "@pp/domain";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { SearchIcon } from "../../../ui/material-icons";
import { type FoundRecord, useFindRecord } from "../api/find-record";
import { recordNumber } from "./found-record";
import { UploadDocumentForm } from "./upload-document-form";

/**
 * /upload-additional-documents: find one of the partner's quotations or policies by number, then attach
 * a further document (type, note, file). It appears in that record's documents and timeline.
 */
export function UploadAdditionalDocumentsPage() {
  const { t } = useText();
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
        : t("The number could not be checked. Please try again.")
      : null;

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t("Upload Additional documents")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(
          "Attach a further document, such as a medical report or a salary certificate, to one of your quotations or policies.",
        )}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2, maxWidth: 720 }}>
        <Typography variant="h2" gutterBottom>
          {t("1. Find the quotation or policy")}
        </Typography>
        <Box
          component="form"
          noValidate
          role="search"
          aria-label={t("Find a quotation or policy")}
          onSubmit={(event) => {
            event.preventDefault();
            lookUp(number);
          }}
          sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "flex-start" }}
        >
          <TextField
            label={t("Quotation or policy number")}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            error={Boolean(numberError)}
            helperText={numberError ?? t("For example BQ-2026-000123 or a policy number")}
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
            {t("Find")}
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
      {found && (
        <UploadDocumentForm key={recordNumber(found)} record={found} uploaded={uploaded} onUploaded={setUploaded} />
      )}
    </>
  );
}

function FoundSummary({ record }: { record: FoundRecord }) {
  const { tNodes } = useText();
  if (record.kind === "quotation") {
    const q = record.quotation;
    return (
      <>
        {tNodes("{product} quotation {number} of {sponsor}", {
          product: translateMessage(PRODUCT_LABELS[q.product]),
          number: <strong>{q.quotationNo}</strong>,
          sponsor: q.sponsor.sponsorName,
        })}
      </>
    );
  }
  const p = record.policy;
  return (
    <>
      {tNodes("{product} policy {number} of {sponsor} (quotation {quotation})", {
        product: translateMessage(PRODUCT_LABELS[p.product]),
        number: <strong>{p.policyNo}</strong>,
        sponsor: p.sponsorName,
        quotation: p.quotationNo,
      })}
    </>
  );
}
