/** Cache keys of the renewal journey; a new search drops everything under `all`, since it may be another policy. */
export const renewalKeys = {
  all: ["renewal"] as const,
  current: ["renewal", "current"] as const,
  review: ["renewal", "current", "review"] as const,
  questions: ["renewal", "questions"] as const,
  payment: (transactionId: string) => ["renewal", "payment", transactionId] as const,
};

/**
 * The renewal pages are public: a 401 here means the renewal permission (a 30-minute cookie the search grants) has
 * ended, not a partner's session, so the partner session handling of the query client must leave it alone.
 */
export const renewalMeta = { allowUnauthorized: true } as const;
