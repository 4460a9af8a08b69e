import { policyDetailPath, quotationDetailPath } from "../../../paths/backoffice-paths";
import type { FoundRecord } from "../api/find-record";

/** The number a found quotation or policy goes by, and where its detail page is. */
export const recordNumber = (record: FoundRecord) =>
  record.kind === "quotation" ? record.quotation.quotationNo : record.policy.policyNo;
export const recordPath = (record: FoundRecord) =>
  record.kind === "quotation"
    ? quotationDetailPath(record.quotation.product, record.quotation.quotationNo)
    : policyDetailPath(record.policy.policyNo);
