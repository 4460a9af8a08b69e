import { formatAed } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useText } from "../../i18n/use-text";
import { Details } from "../../ui/details";
import { ErrorAlert } from "../../ui/error-alert";
import { Ltr } from "../../ui/isolated-value";
import { ListPagination } from "../../ui/list/list-pagination";
import { PageLoader } from "../../ui/page-loader";
import { cx } from "../../ui/plain/class-names";
import text from "../../ui/plain/typography.module.css";
import { SectionCard } from "../../ui/section-card";
import { accrualsQueryOptions } from "./api/commission-api";
import styles from "./commission.module.css";
import { monthLabel, recentMonths } from "./commission-labels";
import { CommissionLinesTable } from "./commission-lines-table";

/**
 * The commission not yet on a statement, and one UAE month's lines (the current month first; the eleven before it on
 * request, as a month's lines wait for its statement until the month has ended): what accrued, what was clawed back,
 * and each line. The server answers only the lines the user may see (decision 061). The month is the browser's own
 * select (a phone opens its picker), plain rather than the outlined field, which /login's chunks would then carry.
 */
export function AccruedSection({ accruedFils, partnerName }: { accruedFils: number; partnerName: string }) {
  const { t } = useText();
  const [months] = useState(() => recentMonths(new Date()));
  const [period, setPeriod] = useState(months[0]!);
  const [paging, setPaging] = useState({ page: 1, pageSize: 50 });
  const month = useQuery(accrualsQueryOptions({ period, ...paging }));
  const shown = monthLabel(period);
  const monthId = useId();
  return (
    <SectionCard title={t(/*i18n*/ { id: "commission.accrued.title", message: "Accrued commission" })}>
      <Details
        items={[
          [
            t(/*i18n*/ { id: "commission.accrued.notOnStatement", message: "Not yet on a statement" }),
            <Ltr key="a">{formatAed(accruedFils)}</Ltr>,
          ],
        ]}
      />
      <div className={styles.month}>
        <label htmlFor={monthId} className={cx(text.body2, text.secondary)}>
          {t(/*i18n*/ { id: "commission.accrued.month", message: "Month" })}
        </label>
        <select
          id={monthId}
          className={styles.monthSelect}
          value={period}
          onChange={(event) => {
            setPeriod(event.target.value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {monthLabel(m)}
            </option>
          ))}
        </select>
      </div>
      {month.isPending ? (
        <PageLoader
          label={t(
            /*i18n*/ {
              id: "commission.accrued.loading",
              message: "Loading the commission of {month}",
              values: { month: shown },
            },
          )}
        />
      ) : month.isError ? (
        <ErrorAlert onRetry={() => void month.refetch()}>{month.error.message}</ErrorAlert>
      ) : (
        <>
          <Details
            items={[
              [
                t(
                  /*i18n*/ {
                    id: "commission.accrued.accruedIn",
                    message: "Accrued in {month}",
                    values: { month: shown },
                  },
                ),
                <Ltr key="a">{formatAed(month.data.totals.accruedFils)}</Ltr>,
              ],
              [
                t(
                  /*i18n*/ {
                    id: "commission.accrued.clawedBackIn",
                    message: "Clawed back in {month}",
                    values: { month: shown },
                  },
                ),
                <Ltr key="c">{formatAed(-month.data.totals.clawedBackFils)}</Ltr>,
              ],
              [
                t(/*i18n*/ { id: "commission.accrued.netFor", message: "Net for {month}", values: { month: shown } }),
                <Ltr key="n">{formatAed(month.data.totals.netFils)}</Ltr>,
              ],
            ]}
          />
          {month.data.total === 0 ? (
            <p className={cx(text.body1, text.secondary, styles.empty)}>
              {t(
                /*i18n*/ {
                  id: "commission.accrued.none",
                  message:
                    "No commission in {month} yet. It accrues when a payment for a policy is accepted, and a refund claws back its share.",
                  values: { month: shown },
                },
              )}
            </p>
          ) : (
            <>
              <CommissionLinesTable
                lines={month.data.rows}
                label={t(
                  /*i18n*/ {
                    id: "commission.accrued.lines",
                    message: "Commission lines of {month}",
                    values: { month: shown },
                  },
                )}
                partnerName={partnerName}
              />
              <ListPagination
                total={month.data.total}
                page={paging.page}
                pageSize={paging.pageSize}
                onPage={(page) => setPaging((p) => ({ ...p, page }))}
                onPageSize={(pageSize) => setPaging({ page: 1, pageSize })}
              />
            </>
          )}
        </>
      )}
    </SectionCard>
  );
}
