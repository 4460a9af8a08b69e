import { type CommissionLineView, formatAed } from "@pp/domain";
import type { ReactNode } from "react";
import { useText } from "../../i18n/use-text";
import { formatDay } from "../../ui/format";
import { Ltr, Name } from "../../ui/isolated-value";
import table from "../../ui/list/rows-table.module.css";
import { cx } from "../../ui/plain/class-names";
import styles from "./commission.module.css";
import { COMMISSION_KIND_WORDS, percent } from "./commission-labels";

type Column = { label: string; figure?: boolean; render: (line: CommissionLineView) => ReactNode };

/**
 * A month's commission lines as a table: each says which policy's payment or refund it follows, the premium without
 * VAT, the partner's rate and commission on it, and whom it pays what share of that (the partner's own share by the
 * partner's name). A clawback's amounts are negative.
 */
export function CommissionLinesTable({
  lines,
  label,
  partnerName,
}: {
  lines: readonly CommissionLineView[];
  label: string;
  partnerName: string;
}) {
  const { t } = useText();
  const money = (fils: number) => (
    <span className={styles.figure}>
      <Ltr>{formatAed(fils)}</Ltr>
    </span>
  );
  const columns: Column[] = [
    { label: t(/*i18n*/ { id: "commission.line.date", message: "Date" }), render: (l) => formatDay(l.occurredAt) },
    { label: t(/*i18n*/ { id: "commission.line.policy", message: "Policy" }), render: (l) => <Ltr>{l.policyNo}</Ltr> },
    {
      label: t(/*i18n*/ { id: "commission.line.kind", message: "Kind" }),
      render: (l) => t(COMMISSION_KIND_WORDS[l.kind]),
    },
    {
      label: t(/*i18n*/ { id: "commission.line.premium", message: "Premium without VAT" }),
      figure: true,
      render: (l) => money(l.baseFils),
    },
    {
      label: t(/*i18n*/ { id: "commission.line.rate", message: "Rate" }),
      figure: true,
      render: (l) => <Ltr>{percent(l.rateBp)}</Ltr>,
    },
    {
      label: t(/*i18n*/ { id: "commission.line.commission", message: "Commission" }),
      figure: true,
      render: (l) => money(l.commissionFils),
    },
    {
      label: t(/*i18n*/ { id: "commission.line.payee", message: "Payee" }),
      render: (l) => <Name>{l.user?.name ?? partnerName}</Name>,
    },
    {
      label: t(/*i18n*/ { id: "commission.line.share", message: "Share" }),
      figure: true,
      render: (l) => <Ltr>{percent(l.shareBp)}</Ltr>,
    },
    {
      label: t(/*i18n*/ { id: "commission.line.amount", message: "Amount" }),
      figure: true,
      render: (l) => money(l.amountFils),
    },
  ];
  return (
    // A table wider than a phone scrolls sideways: its region takes the focus, so a keyboard scrolls it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard (WCAG 2.1.1).
    <section className={table.container} aria-label={label} tabIndex={0}>
      <table className={table.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={cx(table.cell, table.head, c.figure && table.end)}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.lineId} className={table.row}>
              {columns.map((c) => (
                <td key={c.label} className={cx(table.cell, table.body, c.figure && table.end)}>
                  {c.render(line)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
