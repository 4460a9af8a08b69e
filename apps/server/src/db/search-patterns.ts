/**
 * What the search boxes do with the typed text before it reaches SQL (numbers, names, e-mail, mobile, Emirates ID):
 * an ILIKE pattern that finds the text anywhere, its own `%`, `_` and `\` taken literally.
 */
export const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The digits of a search, for mobile numbers typed with spaces or dashes. */
export const digits = (q: string) => q.replace(/\D/g, "");
