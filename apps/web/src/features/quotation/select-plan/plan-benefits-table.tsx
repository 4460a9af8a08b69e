import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { differingBenefits, type HplusPlan, PLAN_BENEFITS, planInLanguage } from "@pp/domain";
import type { ReactNode } from "react";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { VisuallyHidden } from "../../../ui/visually-hidden";

type PlanBenefitsTableProps = {
  plans: readonly HplusPlan[];
  caption: string;
  /** Rows below the benefits, e.g. the family's premium under each plan. */
  footer?: readonly { label: string; cells: readonly ReactNode[] }[];
};

/**
 * The plans side by side, one row per benefit of the table of benefits. Rows whose wording differs between the
 * plans are highlighted and say so to a screen reader.
 */
export function PlanBenefitsTable({ plans, caption, footer = [] }: PlanBenefitsTableProps) {
  const { t, language } = useText();
  const differing = differingBenefits(plans);
  const shown = plans.map((plan) => planInLanguage(plan, language));
  return (
    <TableContainer sx={{ overflowX: "auto" }}>
      <Table size="small" sx={{ minWidth: 120 + plans.length * 160 }}>
        <caption style={{ captionSide: "top", textAlign: "left", padding: "0 0 8px" }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t("Benefit")}
            </TableCell>
            {plans.map((plan) => (
              <TableCell key={plan.code} component="th" scope="col" sx={{ fontWeight: 700 }}>
                {plan.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {PLAN_BENEFITS.map((benefit) => {
            const differs = differing.has(benefit.key);
            return (
              <TableRow
                key={benefit.key}
                data-differs={differs || undefined}
                sx={differs ? { bgcolor: "action.hover" } : undefined}
              >
                <TableCell component="th" scope="row">
                  {translateMessage(benefit.label)}
                  {differs && <VisuallyHidden> {t("(differs between the plans)")}</VisuallyHidden>}
                </TableCell>
                {shown.map((plan) => (
                  <TableCell key={plan.code} sx={differs ? { fontWeight: 600 } : undefined}>
                    {translateMessage(benefit.value(plan))}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
          {footer.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {row.label}
              </TableCell>
              {row.cells.map((cell, i) => (
                <TableCell key={plans[i]?.code ?? i} sx={{ fontWeight: 700 }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
