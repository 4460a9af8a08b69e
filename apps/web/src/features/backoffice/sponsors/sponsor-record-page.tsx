import {
  formatAed,
  formatDisplayDate,
  PRODUCT_LABELS,
  SPONSOR_SEARCH_MESSAGE,
  SPONSOR_SEARCH_MIN,
  type SponsorFile,
} from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { policyDetailPath, quotationDetailPath } from "../../../paths/backoffice-paths";
import { Details } from "../../../ui/details";
import { ErrorAlert } from "../../../ui/error-alert";
import { policyStatusLabel, quotationStatusLabel } from "../../../ui/format";
import { Link as RouterLink } from "../../../ui/link";
import table from "../../../ui/list/rows-table.module.css";
import { PageLoader } from "../../../ui/page-loader";
import { Alert } from "../../../ui/plain/alert";
import { Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import { ICON_PATHS } from "../../../ui/plain/icons";
import { TextField } from "../../../ui/plain/text-field";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import { sponsorSearchQueryOptions } from "../api/search-sponsors";
import styles from "./sponsor-record.module.css";

const STATUS_WORDS = /*i18n*/ { id: "backoffice.policySummaryBand.status", message: "Status" };
const PRODUCT_WORDS = /*i18n*/ { id: "backoffice.sponsorRecordPage.product", message: "Product" };

/**
 * /sponsordetail: a sponsor's own record — who they are and every quotation and policy the partner holds for them,
 * found by a part of their name, e-mail address or mobile number. The search is in the address, so a reload or a
 * shared link shows the same record.
 */
export function SponsorRecordPage() {
  const { t } = useText();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [typed, setTyped] = useState(q);
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    setTooShort(value.length < SPONSOR_SEARCH_MIN);
    if (value.length >= SPONSOR_SEARCH_MIN) setParams({ q: value });
  };
  return (
    <>
      <h1 className={text.h1}>
        {t(/*i18n*/ { id: "backoffice.sponsorRecordPage.sponsorDetails", message: "Sponsor details" })}
      </h1>
      <p className={cx(text.body1, text.secondary, styles.lead)}>
        {t(
          /*i18n*/ {
            id: "backoffice.sponsorRecordPage.findSponsorSeeTheir",
            message: "Find a sponsor to see their details with every quotation and policy you hold for them.",
          },
        )}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the older phones partners use; the role says the same everywhere. */}
      <form role="search" onSubmit={submit} className={styles.find}>
        <div className={styles.query}>
          <TextField
            name="q"
            label={t(
              /*i18n*/ { id: "backoffice.sponsorRecordPage.nameEMailMobile", message: "Name, e-mail or mobile number" },
            )}
            value={typed}
            onChange={setTyped}
            problem={tooShort ? SPONSOR_SEARCH_MESSAGE : undefined}
            maxLength={100}
          />
        </div>
        <Button type="submit" variant="contained" startIcon={ICON_PATHS.search} className={styles.findButton}>
          {t(/*i18n*/ { id: "backoffice.uploadAdditionalDocumentsPage.find", message: "Find" })}
        </Button>
      </form>
      {q.length >= SPONSOR_SEARCH_MIN && <Results q={q} />}
    </>
  );
}

function Results({ q }: { q: string }) {
  const { t } = useText();
  const found = useQuery(sponsorSearchQueryOptions(q));
  if (found.isError) {
    return (
      <ErrorAlert onRetry={() => void found.refetch()}>
        {found.error instanceof ApiError
          ? found.error.message
          : t(
              /*i18n*/ {
                id: "backoffice.sponsorRecordPage.searchDidNotWork",
                message: "The search did not work. Please try again.",
              },
            )}
      </ErrorAlert>
    );
  }
  if (!found.data)
    return (
      <PageLoader
        label={t(/*i18n*/ { id: "backoffice.sponsorRecordPage.findingSponsor", message: "Finding the sponsor" })}
      />
    );
  const { sponsors, more } = found.data;
  return (
    <>
      <p role="status" className={cx(text.body1, styles.lead)}>
        {sponsors.length === 0
          ? t(
              /*i18n*/ {
                id: "backoffice.sponsorRecordPage.noSponsorYoursMatches",
                message:
                  "No sponsor of yours matches “{search}”. Check the spelling, or search by e-mail address or mobile number.",
                values: {
                  search: q,
                },
              },
            )
          : sponsors.length === 1
            ? t(/*i18n*/ { id: "backoffice.sponsorRecordPage.1SponsorFound", message: "1 sponsor found." })
            : more
              ? t(
                  /*i18n*/ {
                    id: "backoffice.sponsorRecordPage.sponsorsFoundMostRecent",
                    message: "{count} sponsors found (the most recent; narrow the search to see others).",
                    values: {
                      count: sponsors.length,
                    },
                  },
                )
              : t(
                  /*i18n*/ {
                    id: "backoffice.sponsorRecordPage.sponsorsFound",
                    message: "{count} sponsors found.",
                    values: { count: sponsors.length },
                  },
                )}
      </p>
      {sponsors.map((sponsor) => (
        <SponsorCard key={sponsor.email.toLowerCase()} sponsor={sponsor} />
      ))}
    </>
  );
}

function SponsorCard({ sponsor }: { sponsor: SponsorFile }) {
  const { t } = useText();
  return (
    <SectionCard title={sponsor.name}>
      <Details
        items={[
          [t(/*i18n*/ { id: "backoffice.policyDetailPage.eMail", message: "E-mail" }), sponsor.email],
          [t(/*i18n*/ { id: "backoffice.policyDetailPage.mobileNumber", message: "Mobile number" }), sponsor.mobile],
        ]}
      />
      <h3 className={cx(text.h3, styles.part)}>
        {t(/*i18n*/ { id: "backoffice.sponsorRecordPage.policies", message: "Policies" })}
      </h3>
      {sponsor.policies.length === 0 ? (
        <Alert severity="info">
          {t(/*i18n*/ { id: "backoffice.sponsorRecordPage.noPolicyYet", message: "No policy yet." })}
        </Alert>
      ) : (
        <RecordTable
          caption={t(
            /*i18n*/ {
              id: "backoffice.sponsorRecordPage.policiesOf",
              message: "Policies of {name}",
              values: { name: sponsor.name },
            },
          )}
          headers={[
            t(/*i18n*/ { id: "backoffice.policyDetailPage.policyLabel", message: "Policy" }),
            t(PRODUCT_WORDS),
            t(STATUS_WORDS),
            t(/*i18n*/ { id: "backoffice.quotationDetailPage.cover", message: "Cover" }),
            t(/*i18n*/ { id: "backoffice.premiumSection.total", message: "Total" }),
          ]}
          rows={sponsor.policies.map((p) => ({
            key: p.policyNo,
            cells: [
              <RouterLink key="n" className={text.link} to={policyDetailPath(p.policyNo)}>
                {p.policyNo}
              </RouterLink>,
              translateMessage(PRODUCT_LABELS[p.product]),
              policyStatusLabel(p.status),
              `${formatDisplayDate(p.startDate)} – ${formatDisplayDate(p.endDate)}`,
              formatAed(p.totalFils),
            ],
          }))}
        />
      )}
      <h3 className={cx(text.h3, styles.part)}>
        {t(/*i18n*/ { id: "backoffice.sponsorRecordPage.quotations", message: "Quotations" })}
      </h3>
      {sponsor.quotations.length === 0 ? (
        <Alert severity="info">
          {t(/*i18n*/ { id: "backoffice.sponsorRecordPage.noQuotation", message: "No quotation." })}
        </Alert>
      ) : (
        <RecordTable
          caption={t(
            /*i18n*/ {
              id: "backoffice.sponsorRecordPage.quotationsOf",
              message: "Quotations of {name}",
              values: { name: sponsor.name },
            },
          )}
          headers={[
            t(/*i18n*/ { id: "backoffice.sponsorRecordPage.quotation", message: "Quotation" }),
            t(PRODUCT_WORDS),
            t(STATUS_WORDS),
            t(/*i18n*/ { id: "backoffice.sponsorRecordPage.created", message: "Created" }),
          ]}
          rows={sponsor.quotations.map((row) => ({
            key: row.quotationNo,
            cells: [
              <RouterLink key="n" className={text.link} to={quotationDetailPath(row.product, row.quotationNo)}>
                {row.quotationNo}
              </RouterLink>,
              translateMessage(PRODUCT_LABELS[row.product]),
              quotationStatusLabel(row.status),
              formatDisplayDate(new Date(row.createdAt)),
            ],
          }))}
        />
      )}
    </SectionCard>
  );
}

type RecordTableProps = {
  caption: string;
  headers: string[];
  rows: { key: string; cells: React.ReactNode[] }[];
};

function RecordTable({ caption, headers, rows }: RecordTableProps) {
  return (
    <div className={table.container}>
      <table className={table.table} aria-label={caption}>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} className={cx(table.cell, table.head)}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                <td key={headers[i]} className={cx(table.cell, table.body)}>
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
