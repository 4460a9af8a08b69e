import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { CENSUS_COLUMNS } from "@pp/domain";
import { translateMessage } from "../../../../i18n/i18n";
import { useText } from "../../../../i18n/use-text";
import type { CheckedRow } from "./census-state";

const headingOf = (field: string) => CENSUS_COLUMNS.find((c) => c.field === field)?.header ?? field;

/** The census rows the member form's rules refused: where each is in the file, who, and what to fix. */
export function CensusRowsToFix({ rows, onFix }: { rows: CheckedRow[]; onFix: (row: CheckedRow) => void }) {
  const { t } = useText();
  return (
    <>
      <Typography component="h4" variant="subtitle1" sx={{ mt: 2 }}>
        {t("{count} rows to fix", { count: rows.length })}
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t("Row")}</TableCell>
              <TableCell>{t("Name")}</TableCell>
              <TableCell>{t("What to fix")}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const name = `${row.member.first_name ?? ""} ${row.member.family_name ?? ""}`.trim() || "—";
              return (
                <TableRow key={row.row}>
                  <TableCell>{row.row}</TableCell>
                  <TableCell>{name}</TableCell>
                  <TableCell>
                    {Object.entries(row.ready ? {} : row.problems).map(([field, messages]) => (
                      <Typography key={field} variant="body2">
                        {translateMessage(headingOf(field))}: {messages.map(translateMessage).join(" ")}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell align="right">
                    <Button variant="outlined" size="small" onClick={() => onFix(row)}>
                      {t("Fix row {row}", { row: row.row })}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
