import { CENSUS_COLUMNS } from "@pp/domain";
import { translateMessage } from "../../../../i18n/i18n";
import { useText } from "../../../../i18n/use-text";
import { Button } from "../../../../ui/plain/button";
import { cx } from "../../../../ui/plain/class-names";
import table from "../../../../ui/plain/table.module.css";
import text from "../../../../ui/plain/typography.module.css";
import styles from "../member-details.module.css";
import type { CheckedRow } from "./census-state";

const headingOf = (field: string) => CENSUS_COLUMNS.find((c) => c.field === field)?.header ?? field;

/** The census rows the member form's rules refused: where each is in the file, who, and what to fix. */
export function CensusRowsToFix({ rows, onFix }: { rows: CheckedRow[]; onFix: (row: CheckedRow) => void }) {
  const { t } = useText();
  return (
    <>
      <h4 className={styles.subheading}>
        {t(
          /*i18n*/ {
            id: "quotation.censusRowsToFix.rowsFix",
            message: "{count} rows to fix",
            values: { count: rows.length },
          },
        )}
      </h4>
      <div className={table.container}>
        <table className={table.table}>
          <thead>
            <tr>
              <th className={cx(table.cell, table.head)}>
                {t(/*i18n*/ { id: "quotation.censusRowsToFix.row", message: "Row" })}
              </th>
              <th className={cx(table.cell, table.head)}>
                {t(/*i18n*/ { id: "quotation.reviewContent.name", message: "Name" })}
              </th>
              <th className={cx(table.cell, table.head)}>
                {t(/*i18n*/ { id: "quotation.censusRowsToFix.whatFix", message: "What to fix" })}
              </th>
              <td className={cx(table.cell, table.head)} />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = `${row.member.first_name ?? ""} ${row.member.family_name ?? ""}`.trim() || "—";
              return (
                <tr key={row.row}>
                  <td className={table.cell}>{row.row}</td>
                  <td className={table.cell}>{name}</td>
                  <td className={table.cell}>
                    {Object.entries(row.ready ? {} : row.problems).map(([field, messages]) => (
                      <p key={field} className={cx(text.body2, styles.problem)}>
                        {translateMessage(headingOf(field))}: {messages.map(translateMessage).join(" ")}
                      </p>
                    ))}
                  </td>
                  <td className={cx(table.cell, table.end)}>
                    <Button variant="outlined" size="small" onClick={() => onFix(row)}>
                      {t(
                        /*i18n*/ {
                          id: "quotation.censusRowsToFix.fixRow",
                          message: "Fix row {row}",
                          values: { row: row.row },
                        },
                      )}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
