import { say } from "./i18n/say";

/*
 * The documents a sponsor and a member may upload, each slot's label and form field: free of zod, so that a record's
 * page lists them without loading the documents' schemas (documents.ts).
 */

/** The identity documents a sponsor and a member both upload, first in both lists. */
const IDENTITY_SLOTS = {
  emirates_id: {
    label: say(/*i18n*/ { id: "documents.emiratesIdCopy", message: "Emirates ID copy" }),
    field: "emiratesIdUpload",
  },
  passport: {
    label: say(/*i18n*/ { id: "documents.passportCopy", message: "Passport copy" }),
    field: "passportUpload",
  },
} as const;

export const SPONSOR_DOCUMENT_SLOTS = {
  ...IDENTITY_SLOTS,
  visa: { label: say(/*i18n*/ { id: "documents.visaUidCopy", message: "Visa / UID copy" }), field: "visaUpload" },
  /** A company sponsor's one document: it has no Emirates ID, passport or visa. */
  trade_licence: {
    label: say(/*i18n*/ { id: "documents.tradeLicenceCopy", message: "Trade licence copy" }),
    field: "tradeLicenceUpload",
  },
} as const;
export type SponsorDocumentSlot = keyof typeof SPONSOR_DOCUMENT_SLOTS;

export const MEMBER_DOCUMENT_SLOTS = {
  ...IDENTITY_SLOTS,
  visa: { label: say(/*i18n*/ { id: "documents.visaCopy", message: "Visa copy" }), field: "visaUpload" },
  photograph: { label: say(/*i18n*/ { id: "documents.photograph", message: "Photograph" }), field: "photographUpload" },
  insurance_certificate: {
    label: say(/*i18n*/ { id: "documents.insuranceCertificate", message: "Insurance certificate" }),
    field: "insuranceCertificateUpload",
  },
  labour_contract: {
    label: say(/*i18n*/ { id: "documents.labourContract", message: "Labour contract" }),
    field: "labourContractUpload",
  },
  birth_certificate: {
    label: say(/*i18n*/ { id: "documents.birthCertificate", message: "Birth certificate" }),
    field: "birthCertificateUpload",
  },
} as const;
export type MemberDocumentSlot = keyof typeof MEMBER_DOCUMENT_SLOTS;
