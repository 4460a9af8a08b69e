import Box from "@mui/material/Box";
import {
  BIRTH_CERTIFICATE_MAX_LENGTH,
  type DocumentsFormInput,
  MEMBER_DOCUMENT_SLOTS,
  type MemberDocumentSlot,
  PASSPORT_MAX_LENGTH,
  requiredMemberDocuments,
  UID_MAX_LENGTH,
  UID_PLACEHOLDERS,
} from "@pp/domain";
import type { Control } from "react-hook-form";
import { FormTextField } from "../../../ui/form-text-field";
import { NumberHelp } from "../../../ui/number-help";
import { DocumentSlot, type UploadedDocument } from "./document-slot";
import { EmiratesIdField } from "./emirates-id-field";

type MemberDocumentsProps = {
  control: Control<DocumentsFormInput>;
  index: number;
  member: DocumentsFormInput["members"][number];
  storedName: (documentId: string | null | undefined) => string | undefined;
  upload: (slot: MemberDocumentSlot) => (file: File) => Promise<UploadedDocument>;
};

const SLOTS = Object.keys(MEMBER_DOCUMENT_SLOTS) as MemberDocumentSlot[];

/** One insured member's numbers and copies, as requiredMemberDocuments asks (newborns, employees/§5). */
export function MemberDocuments({ control, index, member, storedName, upload }: MemberDocumentsProps) {
  const required = requiredMemberDocuments(member);
  const at = <F extends string>(field: F) => `members.${index}.${field}` as const;
  return (
    <>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, columnGap: 3 }}>
        <EmiratesIdField
          control={control}
          name={at("emiratesId_number")}
          required={required.numbers.emiratesId === "required"}
        />
        {required.numbers.passport !== "hidden" && (
          <FormTextField
            control={control}
            name={at("passport_number")}
            label="Passport number"
            autoComplete="off"
            helperText="6 to 15 letters and digits"
            inputProps={{ maxLength: PASSPORT_MAX_LENGTH }}
            required={required.numbers.passport === "required"}
          />
        )}
        {required.numbers.uid !== "hidden" && (
          <Box sx={{ display: "flex", gap: 0.5, alignItems: "flex-start" }}>
            <FormTextField
              control={control}
              name={at("uid_number")}
              label="UID Number"
              autoComplete="off"
              helperText="6 to 25 digits"
              inputProps={{ inputMode: "numeric", maxLength: UID_MAX_LENGTH }}
              required={required.numbers.uid === "required"}
            />
            <NumberHelp label="Numbers to use without a UID" values={UID_PLACEHOLDERS} />
          </Box>
        )}
        {required.numbers.birthCertificate !== "hidden" && (
          <FormTextField
            control={control}
            name={at("birth_certificate_no")}
            label="Birth Certificate Number"
            autoComplete="off"
            inputProps={{ maxLength: BIRTH_CERTIFICATE_MAX_LENGTH }}
            required={required.numbers.birthCertificate === "required"}
          />
        )}
      </Box>
      {SLOTS.filter((slot) => required.files[slot] !== "hidden").map((slot) => {
        const { field, label } = MEMBER_DOCUMENT_SLOTS[slot];
        return (
          <DocumentSlot
            key={slot}
            control={control}
            name={at(field)}
            label={label}
            required={required.files[slot] === "required"}
            storedName={storedName(member[field])}
            upload={upload(slot)}
          />
        );
      })}
    </>
  );
}
