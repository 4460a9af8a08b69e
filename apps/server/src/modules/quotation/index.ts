// The quotation module's door (decision 053): a quotation from its sponsor to its finalized application, with its
// members, plan, declaration, documents, census upload, underwriting and the applicant's own link. It owns the
// quotations, their members and medical answers, documents, underwriting hits and decisions, and applicant links.
// Another module, app.ts and the infrastructure import only what is exported here.

// Routes, registered by app.ts.
export { applicantRoutes } from "./applicant/applicant-routes";
// A census file, read on a thread of the CPU pool.
export { readCensusFile } from "./census/census-file";
export { censusRoutes } from "./census/census-routes";
// Its tasks for the CPU pool, composed into the pool's threads by src/cpu-worker.ts.
export { QUOTATION_CPU_TASKS } from "./census/census-task";
export { declarationRoutes } from "./declaration/declaration-routes";
export { asksDeclaration, declarationOf } from "./declaration/declaration-service";
export { answeredQuestionText, questionText } from "./declaration/question-language";
export { copyCurrentSponsorDocuments } from "./documents/document-repository";
export { documentRoutes } from "./documents/document-routes";
export { storeDocument } from "./documents/document-service";
export { finalizeRoutes } from "./finalize/finalize-routes";
// Its members, plan, declaration's questions and documents.
export { premiumFor } from "./members/member-pricing";
export { insuredPerson, listMembers, replaceQuotationMembers } from "./members/member-repository";
export { memberRoutes } from "./members/member-routes";
export { membersWithTotals } from "./members/member-service";
export { findPlan } from "./plans/plan-repository";
export { planRoutes } from "./plans/plan-routes";
export { planView } from "./plans/plan-service";
// A quotation: reading it, locking it, moving it through its lifecycle (decision 052), and what it costs.
export { assertAdditionOpen } from "./quotations/addition-open";
export { quotationDocumentRoutes } from "./quotations/quotation-document-routes";
// A leaver's open quotations, handed to another user by the team page (with their renewals, by the renewal module).
export { handOverOpenQuotations } from "./quotations/quotation-hand-over-repository";
// The demo partners' quotations, removed by the back office.
export { deleteQuotationsOfPartners } from "./quotations/quotation-removal-repository";
export {
  findOwnedQuotation,
  findOwnedQuotationByNumber,
  findQuotationById,
  insertQuotation,
  lockQuotation,
  moveQuotation,
  nextQuotationSequence,
  type Quotation,
  sponsorRecordOf,
  writeEditReopening,
} from "./quotations/quotation-repository";
export { quotationRoutes } from "./quotations/quotation-routes";
export { quotationTotals } from "./quotations/quotation-totals";
// The PA and Term sites' sales, mirrored as they report them (the policy module's site reports).
export {
  insertReportedQuotation,
  lockReportedQuotation,
  type ReportedSite,
  updateReportedQuotation,
} from "./quotations/reported-quotation-repository";
// The issued quotation a demo policy is seeded with (the policy module's seed).
export { insertIssuedQuotation } from "./quotations/seeded-quotation-repository";
export { sponsorRoutes } from "./sponsors/sponsor-routes";
export { underwritingRoutes } from "./underwriting/underwriting-routes";
