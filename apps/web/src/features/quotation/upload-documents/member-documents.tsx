import {
  BIRTH_CERTIFICATE_MAX_LENGTH,
  type DocumentsFormInput,
  MEMBER_DOCUMENT_SLOTS,
  type MemberDocumentSlot,
  requiredMemberDocuments,
} from "@pp/domain";
import type { Control } from "react-hook-form";
import { useText } from "../../../i18n/use-text";
import { FormTextField } from "../../../ui/form-text-field";
import { IdentityNumberFields } from "../../../ui/identity-number-fields";
import { DocumentSlot, type UploadedDocument } from "./document-slot";
import styles from "./upload-documents.module.css";

type MemberDocumentsProps = {
  control: Control<DocumentsFormInput>;
  index: number;
  member: DocumentsFormInput["members"][number];
  nameOf: (documentId: string) => string | undefined;
  upload: (slot: MemberDocumentSlot) => (file: File) => Promise<UploadedDocument>;
};

const SLOTS = Object.keys(MEMBER_DOCUMENT_SLOTS) as MemberDocumentSlot[];

/** One insured member's numbers and copies, as requiredMemberDocuments asks (newborns, employees/§5). */
export function MemberDocuments({ control, index, member, nameOf, upload }: MemberDocumentsProps) {
  const { t } = useText();
  const required = requiredMemberDocuments(member);
  const at = <F extends string>(field: F) => `members.${index}.${field}` as const;
  return (
    <>
      <div className={styles.numbers}>
        <IdentityNumberFields
          control={control}
          names={{ emiratesId: at("emiratesId"), passport: at("passportNo"), uid: at("uidNo") }}
          requirements={required.numbers}
        />
        {required.numbers.birthCertificate !== "hidden" && (
          <FormTextField
            control={control}
            name={at("birth_certificate_no")}
            label={t(
              /*i18n*/ { id: "quotation.reviewContent.birthCertificateNumber", message: "Birth Certificate Number" },
            )}
            autoComplete="off"
            inputProps={{ maxLength: BIRTH_CERTIFICATE_MAX_LENGTH }}
            required={required.numbers.birthCertificate === "required"}
          />
        )}
      </div>
      {SLOTS.filter((slot) => required.files[slot] !== "hidden").map((slot) => {
        const { field, label } = MEMBER_DOCUMENT_SLOTS[slot];
        return (
          <DocumentSlot
            key={slot}
            control={control}
            name={at(field)}
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
