import { formatAed, type StatementSummary, VAT_PERCENT } from "@pp/domain";
import { type ReactNode, useId } from "react";
import { useText } from "../../i18n/use-text";
import { Details } from "../../ui/details";
import { FileDownloadFailed, useFileDownload } from "../../ui/download-all-button";
import { formatDay } from "../../ui/format";
import { Ltr } from "../../ui/isolated-value";
import { AnchorButton, Button } from "../../ui/plain/button";
import { cx } from "../../ui/plain/class-names";
import text from "../../ui/plain/typography.module.css";
import { SectionCard } from "../../ui/section-card";
import { statementFileHref } from "./api/commission-api";
import styles from "./commission.module.css";
import { monthLabel } from "./commission-labels";

const TITLE_WORDS = /*i18n*/ { id: "commission.statements.title", message: "Statements" };

/**
 * The statements the user sees (decision 062), newest month first: the partner's own and its users' for an owner, a
 * manager's own and their team's, an agent's own. Each ended month's, once issued, never changes but for being paid.
 */
export function StatementsSection({
  statements,
  partnerName,
}: {
  statements: readonly StatementSummary[];
  partnerName: string;
}) {
  const { t } = useText();
  return (
    <SectionCard title={t(TITLE_WORDS)}>
      {statements.length === 0 ? (
        <p className={cx(text.body1, text.secondary, styles.empty)}>
          {t(
            /*i18n*/ {
              id: "commission.statements.none",
              message:
                "No statements yet. Statements are issued after each month ends, with the commission accrued until then, and listed here with their PDF and CSV.",
            },
          )}
        </p>
      ) : (
        <ul className={styles.statements} aria-label={t(TITLE_WORDS)}>
          {statements.map((s) => (
            <StatementItem key={s.id} statement={s} payee={s.user?.name ?? partnerName} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** One statement: whose and which month, its state, its figures, and its documents. */
function StatementItem({ statement: s, payee }: { statement: StatementSummary; payee: string }) {
  const { t } = useText();
  const headingId = useId();
  const money = (fils: number) => <Ltr>{formatAed(fils)}</Ltr>;
  return (
    <li className={styles.statement}>
      <h3 className={text.h3} id={headingId}>
        {t(
          /*i18n*/ {
            id: "commission.statement.title",
            message: "Statement of {month} for {payee}",
            values: { month: monthLabel(s.period), payee },
          },
        )}
      </h3>
      <Details
        items={[
          [
            t(/*i18n*/ { id: "commission.statement.state", message: "State" }),
            s.state === "paid"
              ? t(
                  /*i18n*/ {
                    id: "commission.statement.paid",
                    message: "Paid on {date}, reference {reference}",
                    values: {
                      date: formatDay(s.paidAt ?? s.issuedAt),
                      reference: s.paymentReference ?? "",
                    },
                  },
                )
              : t(
                  /*i18n*/ {
                    id: "commission.statement.issued",
                    message: "Issued on {date}, not paid yet",
                    values: { date: formatDay(s.issuedAt) },
                  },
                ),
          ],
          [t(/*i18n*/ { id: "commission.statement.opening", message: "Opening balance" }), money(s.openingFils)],
          [t(/*i18n*/ { id: "commission.statement.earned", message: "Commission earned" }), money(s.earnedFils)],
          [t(/*i18n*/ { id: "commission.statement.clawedBack", message: "Clawed back" }), money(-s.clawedBackFils)],
          [t(/*i18n*/ { id: "commission.statement.subtotal", message: "Subtotal" }), money(s.subtotalFils)],
          [
            t(
              /*i18n*/ {
                id: "commission.statement.vat",
                message: "VAT ({percent}%)",
                values: { percent: VAT_PERCENT },
              },
            ),
            money(s.vatFils),
          ],
          [t(/*i18n*/ { id: "commission.statement.total", message: "Total due" }), money(s.totalFils)],
        ]}
      />
      <div className={styles.documents}>
        {(
          [
            ["pdf", t(/*i18n*/ { id: "commission.statement.downloadPdf", message: "Download PDF" })],
            ["csv", t(/*i18n*/ { id: "commission.statement.downloadCsv", message: "Download CSV" })],
          ] as const
        ).map(([kind, label]) => (
          <StatementFileButton key={kind} href={statementFileHref(s.id, kind)} describedBy={headingId}>
            {label}
          </StatementFileButton>
        ))}
      </div>
    </li>
  );
}

/**
 * A statement's PDF or CSV, fetched by the page: a file the server could not make (a render stopped for taking too
 * long, an ended session) ends in a message under the statement with Try again, not in the browser's download bar.
 */
function StatementFileButton({
  href,
  describedBy,
  children,
}: {
  href: string;
  describedBy: string;
  children: ReactNode;
}) {
  const { t } = useText();
  const { state, serverMessage, download } = useFileDownload(href, "statement");
  return (
    <>
      {state === "preparing" ? (
        <Button variant="outlined" size="small" loading loadingPosition="start">
          {children}
        </Button>
      ) : (
        <AnchorButton
          variant="outlined"
          size="small"
          href={href}
          download
          aria-describedby={describedBy}
          onClick={(event) => {
            event.preventDefault();
            void download();
          }}
        >
          {children}
        </AnchorButton>
      )}
      {state === "failed" && (
        <FileDownloadFailed
          text={t(
            /*i18n*/ {
              id: "commission.statement.fileFailed",
              message:
                "This file could not be made just now. Try again in a minute, or sign in again if your session ended.",
            },
          )}
          serverMessage={serverMessage}
          onRetry={() => void download()}
        />
      )}
    </>
  );
}
