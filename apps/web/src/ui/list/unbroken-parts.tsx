import { Fragment } from "react";
import { Ltr } from "../isolated-value";

/**
 * Text that may wrap only between its parts, never inside one: "23/03/2026 12:00" breaks before the time and a cover
 * period after its dash, so a narrow column never splits a date or a number in two.
 */
export function UnbrokenParts({ parts, separator = " " }: { parts: readonly string[]; separator?: string }) {
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed text in a fixed order; two may be equal.
        <Fragment key={index}>
          {index > 0 && separator}
          <Ltr>{part}</Ltr>
        </Fragment>
      ))}
    </>
  );
}
