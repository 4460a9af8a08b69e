import type { UploadAdditionalDocumentResponse } from "@pp/domain";
import { PRODUCT_LABELS, RECORD_NUMBER_REQUIRED } from "@pp/domain";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { Alert } from "../../../ui/plain/alert";
import { Button } from "../../../ui/plain/button";
import card from "../../../ui/plain/card.module.css";
import { cx } from "../../../ui/plain/class-names";
import { ICON_PATHS } from "../../../ui/plain/icons";
import { TextField } from "../../../ui/plain/text-field";
import text from "../../../ui/plain/typography.module.css";
import { type FoundRecord, useFindRecord } from "../api/find-record";
import styles from "./additional-documents.module.css";
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
      setNumberError(translateMessage(RECORD_NUMBER_REQUIRED));
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
        : t(
            /*i18n*/ {
              id: "backoffice.uploadAdditionalDocumentsPage.numberCouldNotChecked",
              message: "The number could not be checked. Please try again.",
            },
          )
      : null;

  return (
    <>
      <h1 className={text.h1}>
        {t(
          /*i18n*/ {
            id: "backoffice.uploadAdditionalDocumentsPage.uploadAdditionalDocuments",
            message: "Upload Additional documents",
          },
        )}
      </h1>
      <p className={cx(text.body1, text.secondary, styles.lead)}>
        {t(
          /*i18n*/ {
            id: "backoffice.uploadAdditionalDocumentsPage.attachFurtherDocumentSuch",
            message:
              "Attach a further document, such as a medical report or a salary certificate, to one of your quotations or policies.",
          },
        )}
      </p>
      <section className={cx(card.card, styles.sheet, styles.finder)}>
        <h2 className={cx(text.h2, styles.title)}>
          {t(
            /*i18n*/ {
              id: "backoffice.uploadAdditionalDocumentsPage.1FindQuotationPolicy",
              message: "1. Find the quotation or policy",
            },
          )}
        </h2>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the older phones partners use; the role says the same everywhere. */}
        <form
          className={styles.find}
          noValidate
          role="search"
          aria-label={t(
            /*i18n*/ {
              id: "backoffice.uploadAdditionalDocumentsPage.findQuotationPolicy",
              message: "Find a quotation or policy",
            },
          )}
          onSubmit={(event) => {
            event.preventDefault();
            lookUp(number);
          }}
        >
          <div className={styles.number}>
            <TextField
              name="number"
              label={t(
                /*i18n*/ {
                  id: "backoffice.uploadAdditionalDocumentsPage.quotationPolicyNumber",
                  message: "Quotation or policy number",
                },
              )}
              value={number}
              onChange={setNumber}
              problem={numberError ?? undefined}
              helperText={t(
                /*i18n*/ {
                  id: "backoffice.uploadAdditionalDocumentsPage.exampleBq2026000123",
                  message: "For example BQ-2026-000123 or a policy number",
                },
              )}
              required
              maxLength={40}
              autoComplete="off"
            />
          </div>
          <Button
            type="submit"
            variant="contained"
            loading={find.isPending}
            startIcon={ICON_PATHS.search}
            className={styles.findButton}
          >
            {t(/*i18n*/ { id: "backoffice.uploadAdditionalDocumentsPage.find", message: "Find" })}
          </Button>
        </form>
        {otherError && (
          <div className={styles.above}>
            <ErrorAlert onRetry={() => lookUp(number)}>{otherError}</ErrorAlert>
          </div>
        )}
        {found && (
          <Alert severity="info" role="status" className={styles.above}>
            <FoundSummary record={found} />
          </Alert>
        )}
      </section>
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
        {tNodes(
          /*i18n*/ {
            id: "backoffice.uploadAdditionalDocumentsPage.quotation",
            message: "{product} quotation {number} of {sponsor}",
          },
          {
            product: translateMessage(PRODUCT_LABELS[q.product]),
            number: <strong>{q.quotationNo}</strong>,
            sponsor: q.sponsor.sponsorName,
          },
        )}
      </>
    );
  }
  const p = record.policy;
  return (
    <>
      {tNodes(
        /*i18n*/ {
          id: "backoffice.uploadAdditionalDocumentsPage.policyQuotation",
          message: "{product} policy {number} of {sponsor} (quotation {quotation})",
        },
        {
          product: translateMessage(PRODUCT_LABELS[p.product]),
          number: <strong>{p.policyNo}</strong>,
          sponsor: p.sponsorName,
          quotation: p.quotationNo,
        },
      )}
    </>
  );
}
