/** Cache keys of the quotation journey; everything under one quotation shares its prefix for invalidation. */
export const quotationKeys = {
  all: ["quotation"] as const,
  detail: (id: number) => ["quotation", id] as const,
  members: (id: number) => ["quotation", id, "members"] as const,
  tpaLinks: ["tpa-links"] as const,
};
