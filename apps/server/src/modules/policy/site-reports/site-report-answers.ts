import type { Words } from "@pp/domain";

/** What a product site reporting a sale is answered when the report cannot be taken. */
export const SITE_REPORT_ANSWERS = {
  unknownKey: /*i18n*/ { id: "answer.siteReport.unknownKey", message: "Unknown or missing API key for this site." },
  noActivePartner: /*i18n*/ {
    id: "answer.siteReport.noActivePartner",
    message: "No active partner with this reference.",
  },
  noPartnerWithReference: (reference: string): Words => /*i18n*/ ({
    id: "answer.siteReport.noPartnerWithReference",
    message: "No partner with reference {reference}.",
    values: { reference },
  }),
  noPartnerWithUserId: (userId: string): Words => /*i18n*/ ({
    id: "answer.siteReport.noPartnerWithUserId",
    message: "No partner with user id {userId}.",
    values: { userId },
  }),
  quotationNoTaken: /*i18n*/ {
    id: "answer.siteReport.quotationNoTaken",
    message: "The quotation number derived from this reference is already taken.",
  },
  referenceOfAnother: /*i18n*/ {
    id: "answer.siteReport.referenceOfAnother",
    message: "This reference belongs to another partner.",
  },
  policyNoTaken: /*i18n*/ {
    id: "answer.siteReport.policyNoTaken",
    message: "This policy number belongs to another policy.",
  },
};
