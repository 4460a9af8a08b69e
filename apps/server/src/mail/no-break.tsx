import type { CSSProperties, ReactNode } from "react";

/**
 * A reference in a mail's sentence: capitals and digits joined by hyphens or slashes, with a digit in it — a policy or
 * quotation number ("BP-2026-000014"), an invoice ("TI-0000009"), a member's number, a date, an Emirates ID. Mail apps
 * break a line after a hyphen, which would leave "BP-" at the end of one line and "2026-000014" on the next.
 */
const REFERENCE = /\b[A-Z0-9]+(?:[-/][A-Z0-9]+)+\b/g;

const NO_BREAK: CSSProperties = { whiteSpace: "nowrap" };

/**
 * A text of a mail with each reference in it kept on one line; in a right-to-left version the reference is also
 * isolated and set left to right, so its parts keep their order inside the Arabic sentence.
 */
export function NoBreakReferences({ text, rtl }: { text: string; rtl: boolean }): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(REFERENCE)) {
    if (!/\d/.test(match[0])) continue;
    parts.push(text.slice(from, match.index));
    parts.push(
      rtl ? (
        <bdi key={match.index} dir="ltr" style={NO_BREAK}>
          {match[0]}
        </bdi>
      ) : (
        <span key={match.index} style={NO_BREAK}>
          {match[0]}
        </span>
      ),
    );
    from = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(from));
  return parts;
}
