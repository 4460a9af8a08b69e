/**
 * Every table, sequence and row shape of the database, one file per feature under `schema/`; drizzle-kit reads
 * this file to compare the schema with the migrations.
 */

export * from "./schema/applicant";
export * from "./schema/audit";
export * from "./schema/commission";
export * from "./schema/consents";
export * from "./schema/documents";
export * from "./schema/invitations";
export * from "./schema/mail";
export * from "./schema/partners";
export * from "./schema/payments";
export * from "./schema/policies";
export * from "./schema/quotations";
export * from "./schema/reference-data";
export * from "./schema/renewals";
export * from "./schema/servicing";
export * from "./schema/sign-in";
export * from "./schema/tax-documents";
export * from "./schema/underwriting";
