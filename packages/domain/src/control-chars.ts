/**
 * Any control character (NUL and friends) in free text is refused: PostgreSQL cannot store NUL.
 * Kept free of zod so that the sign-in rule can use it without pulling zod's classic API into the first page.
 */
export const NO_CONTROL_CHARS = /^[^\p{Cc}]*$/u;
export const CONTROL_CHARS_MESSAGE = "Remove invisible control characters.";
