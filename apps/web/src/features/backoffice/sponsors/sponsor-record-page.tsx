import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
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
import { Link as RouterLink, useSearchParams } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { policyDetailPath, quotationDetailPath } from "../../../paths/backoffice-paths";
import { Details } from "../../../ui/details";
import { ErrorAlert } from "../../../ui/error-alert";
import { policyStatusLabel, quotationStatusLabel } from "../../../ui/format";
import { SearchIcon } from "../../../ui/material-icons";
import { PageLoader } from "../../../ui/page-loader";
import { SectionCard } from "../../../ui/section-card";
import { sponsorSearchQueryOptions } from "../api/search-sponsors";

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
      <Typography variant="h1" gutterBottom>
        {t("Sponsor details")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("Find a sponsor to see their details with every quotation and policy you hold for them.")}
      </Typography>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mb: 3 }}>
        <TextField
          label={t("Name, e-mail or mobile number")}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={tooShort}
          helperText={tooShort ? SPONSOR_SEARCH_MESSAGE : undefined}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ flex: "1 1 280px" }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden="true" />} sx={{ height: 56 }}>
          {t("Find")}
        </Button>
      </Box>
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
        {found.error instanceof ApiError ? found.error.message : t("The search did not work. Please try again.")}
      </ErrorAlert>
    );
  }
  if (!found.data) return <PageLoader label={t("Finding the sponsor")} />;
  const { sponsors, more } = found.data;
  return (
    <>
      <Typography role="status" sx={{ mb: 2 }}>
        {sponsors.length === 0
          ? t(
              "No sponsor of yours matches “{search}”. Check the spelling, or search by e-mail address or mobile number.",
              {
                search: q,
              },
            )
          : sponsors.length === 1
            ? t("1 sponsor found.")
            : more
              ? t("{count} sponsors found (the most recent; narrow the search to see others).", {
                  count: sponsors.length,
                })
              : t("{count} sponsors found.", { count: sponsors.length })}
      </Typography>
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
          [t("E-mail"), sponsor.email],
          [t("Mobile number"), sponsor.mobile],
        ]}
      />
      <Typography variant="h3" sx={{ mt: 2, mb: 1 }}>
        {t("Policies")}
      </Typography>
      {sponsor.policies.length === 0 ? (
        <Alert severity="info">{t("No policy yet.")}</Alert>
      ) : (
        <RecordTable
          caption={t("Policies of {name}", { name: sponsor.name })}
          headers={[t("Policy"), t("Product"), t("Status"), t("Cover"), t("Total")]}
          rows={sponsor.policies.map((p) => ({
            key: p.policyNo,
            cells: [
              <Link key="n" component={RouterLink} to={policyDetailPath(p.policyNo)}>
                {p.policyNo}
              </Link>,
              PRODUCT_LABELS[p.product],
              policyStatusLabel(p.status),
              `${formatDisplayDate(p.startDate)} – ${formatDisplayDate(p.endDate)}`,
              formatAed(p.totalFils),
            ],
          }))}
        />
      )}
      <Typography variant="h3" sx={{ mt: 2, mb: 1 }}>
        {t("Quotations")}
      </Typography>
      {sponsor.quotations.length === 0 ? (
        <Alert severity="info">{t("No quotation.")}</Alert>
      ) : (
        <RecordTable
          caption={t("Quotations of {name}", { name: sponsor.name })}
          headers={[t("Quotation"), t("Product"), t("Status"), t("Created")]}
          rows={sponsor.quotations.map((row) => ({
            key: row.quotationNo,
            cells: [
              <Link key="n" component={RouterLink} to={quotationDetailPath(row.product, row.quotationNo)}>
                {row.quotationNo}
              </Link>,
              PRODUCT_LABELS[row.product],
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
    <TableContainer sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, i) => (
                <TableCell key={headers[i]}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
