/** The most a renewal declaration's details may hold; zod-free, so the questions page can say it without loading zod. */
export const DECLARATION_DETAILS_MAX = 500;
