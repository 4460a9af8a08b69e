import { formatDisplayDate } from "@pp/domain";
import { Ltr } from "./isolated-value";
/** A term, "01/12/2026 – 30/11/2026": each date isolated, so a right-to-left line reads the start first too. */
export function Period({ from, to }: { from: string; to: string }) {
  return (
    <>
      <Ltr>{formatDisplayDate(from)}</Ltr> – <Ltr>{formatDisplayDate(to)}</Ltr>
    </>
  );
}
