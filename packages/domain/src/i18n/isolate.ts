/**
 * A value set inside right-to-left text keeps its own direction when wrapped in Unicode's first-strong isolate: a
 * policy number, an e-mail address or a date then reads left to right, in one piece, inside an Arabic sentence.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;
