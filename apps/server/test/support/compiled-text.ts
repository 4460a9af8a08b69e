/**
 * A compiled catalog message's text (Lingui's compiled form: strings, values as arrays, plural forms as objects), its
 * plural forms one after the other: what a test reads when it asks what words a message holds.
 */
export const textOf = (message: unknown): string =>
  typeof message === "string"
    ? message
    : Array.isArray(message)
      ? message.map(textOf).join("")
      : message && typeof message === "object"
        ? Object.values(message).map(textOf).join(" ")
        : "";
