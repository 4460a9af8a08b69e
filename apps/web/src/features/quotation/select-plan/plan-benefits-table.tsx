import { differingBenefits, type HplusPlan, PLAN_BENEFITS, planInLanguage } from "@pp/domain";
import type { ReactNode } from "react";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import table from "../../../ui/list/rows-table.module.css";
import { cx } from "../../../ui/plain/class-names";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import styles from "./plan-benefits-table.module.css";

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
    <div className={table.container}>
      <table className={table.table} style={{ minWidth: 120 + plans.length * 160 }}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "quotation.planBenefitsTable.benefit", message: "Benefit" })}
            </th>
            {plans.map((plan) => (
              <th key={plan.code} scope="col" className={cx(table.cell, table.head, styles.strong)}>
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PLAN_BENEFITS.map((benefit) => {
            const differs = differing.has(benefit.key);
            return (
              <tr key={benefit.key} data-differs={differs || undefined} className={cx(differs && styles.differs)}>
                <th scope="row" className={table.cell}>
                  {translateMessage(benefit.label)}
                  {differs && (
                    <VisuallyHidden>
                      {" "}
                      {t(
                        /*i18n*/ {
                          id: "quotation.planBenefitsTable.differsBetweenPlans",
                          message: "(differs between the plans)",
                        },
                      )}
                    </VisuallyHidden>
                  )}
                </th>
                {shown.map((plan) => (
                  <td key={plan.code} className={cx(table.cell, table.body)}>
                    {translateMessage(benefit.value(plan))}
                  </td>
                ))}
              </tr>
            );
          })}
          {footer.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={cx(table.cell, styles.strong)}>
                {row.label}
              </th>
              {row.cells.map((cell, i) => (
                <td key={plans[i]?.code ?? i} className={cx(table.cell, table.body, styles.strong)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
