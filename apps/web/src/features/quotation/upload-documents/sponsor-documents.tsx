import {
  type DocumentsFormInput,
  fixedSponsorDocumentType,
  PASSPORT_MAX_LENGTH,
  type Planfor,
  requiredSponsorDocuments,
  SPONSOR_DOCUMENT_SLOTS,
  SPONSOR_DOCUMENT_TYPE_LABELS,
  SPONSOR_DOCUMENT_TYPE_OPTIONS,
  type SponsorDocumentSlot,
  type SponsorDocumentType,
} from "@pp/domain";
import type { Control } from "react-hook-form";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { EmiratesIdField } from "../../../ui/emirates-id-field";
import { FormRadioGroup } from "../../../ui/form-radio-group";
import { FormTextField } from "../../../ui/form-text-field";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { DocumentSlot, type UploadedDocument } from "./document-slot";
import styles from "./upload-documents.module.css";

const DOCUMENT_TYPE_WORDS = /*i18n*/ { id: "quotation.sponsorDocuments.documentType", message: "Document type" };

type SponsorDocumentsProps = {
  control: Control<DocumentsFormInput>;
  planfor: Planfor;
  documentType: SponsorDocumentType | null | undefined;
  onDocumentTypeChange: (value: SponsorDocumentType) => void;
  nameOf: (documentId: string) => string | undefined;
  upload: (slot: SponsorDocumentSlot) => (file: File) => Promise<UploadedDocument>;
};

const SLOTS = Object.keys(SPONSOR_DOCUMENT_SLOTS) as SponsorDocumentSlot[];

/**
 * The sponsor's identity document ("Sponsor document type"): an individual's Emirates ID asks for its number and
 * copy, Passport for its number and copy, the other one's fields go away, and the visa / UID copy is always required.
 * A company has none of these: its document is its trade licence, shown without a choice.
 */
export function SponsorDocuments({
  control,
  planfor,
  documentType,
  onDocumentTypeChange,
  nameOf,
  upload,
}: SponsorDocumentsProps) {
  const { t } = useText();
  const required = requiredSponsorDocuments(documentType, planfor);
  const fixed = fixedSponsorDocumentType(planfor);
  return (
    <>
      {fixed ? (
        <p className={cx(text.body1, styles.fixedType)}>
          {t(DOCUMENT_TYPE_WORDS)}: <strong>{translateMessage(SPONSOR_DOCUMENT_TYPE_LABELS[fixed])}</strong>
        </p>
      ) : (
        <FormRadioGroup
          control={control}
          name="sponsor.documentType"
          label={t(DOCUMENT_TYPE_WORDS)}
          options={SPONSOR_DOCUMENT_TYPE_OPTIONS}
          onValueChange={(value) => onDocumentTypeChange(value as SponsorDocumentType)}
          required
        />
      )}
      <div className={styles.numbers}>
        {required.numbers.emiratesId !== "hidden" && (
          <EmiratesIdField
            control={control}
            name="sponsor.emiratesId"
            required={required.numbers.emiratesId === "required"}
          />
        )}
        {required.numbers.passport !== "hidden" && (
          <FormTextField
            control={control}
            name="sponsor.passportNo"
            label={t(/*i18n*/ { id: "quotation.reviewContent.passportNumber", message: "Passport number" })}
            autoComplete="off"
            helperText={t(
              /*i18n*/ { id: "quotation.sponsorDocuments.615LettersDigits", message: "6 to 15 letters and digits" },
            )}
            inputProps={{ maxLength: PASSPORT_MAX_LENGTH }}
            required
          />
        )}
      </div>
      {SLOTS.filter((slot) => required.files[slot] !== "hidden").map((slot) => {
        const { field, label } = SPONSOR_DOCUMENT_SLOTS[slot];
        return (
          <DocumentSlot
            key={slot}
            control={control}
            name={`sponsor.${field}`}
            label={label}
            required={required.files[slot] === "required"}
            nameOf={nameOf}
            upload={upload(slot)}
          />
        );
      })}
    </>
  );
}
