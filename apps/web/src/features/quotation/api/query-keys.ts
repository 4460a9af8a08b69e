/** Cache keys of the quotation journey; everything under one quotation shares its prefix for invalidation. */
export const quotationKeys = {
  all: ["quotation"] as const,
  detail: (id: number) => ["quotation", id] as const,
  members: (id: number) => ["quotation", id, "members"] as const,
  plans: (id: number) => ["quotation", id, "plans"] as const,
  declaration: (id: number) => ["quotation", id, "declaration"] as const,
  underwriting: (id: number) => ["quotation", id, "underwriting"] as const,
  applicantLink: (id: number) => ["quotation", id, "applicant-link"] as const,
  tpaLinks: ["tpa-links"] as const,
};
