import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { formatAed, QUOTATION_STATUS, type QuotationStatus, type UnderwritingCase } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { APPROVAL_PATH } from "../../../paths/underwriting-paths";
import { DeclarationSummary } from "../../../ui/declaration-summary";
import { Details } from "../../../ui/details";
import { ErrorAlert } from "../../../ui/error-alert";
import { formatDateTime, quotationStatusLabel } from "../../../ui/format";
import { Name } from "../../../ui/isolated-value";
import { PageLoader } from "../../../ui/page-loader";
import { PremiumTotals } from "../../../ui/premium-totals";
import { SectionCard } from "../../../ui/section-card";
import { DecisionHistory, RuleHits } from "../../../ui/underwriting-parts";
import { caseDocumentUrl, caseQueryOptions } from "../api/underwriting-queries";
import { DecisionForm } from "./decision-form";

/** /Approval/:id: one referred H+ application, everything the underwriter decides on, and the decision. */
export function UnderwritingCasePage() {
  const { t } = useText();
  const id = Number(useParams().id);
  // The decision just taken here: the application reloads as decided, and the page says what was recorded.
  const [recorded, setRecorded] = useState<QuotationStatus | null>(null);
  const valid = Number.isSafeInteger(id) && id > 0;
  const found = useQuery({ ...caseQueryOptions(id), enabled: valid });
  const back = (
    <Link component={RouterLink} to={APPROVAL_PATH}>
      {t("Back to the queue")}
    </Link>
  );
  if (!valid || found.isError)
    return (
      <>
        <Typography variant="h1" gutterBottom>
          {t("Underwriting")}
        </Typography>
        <ErrorAlert onRetry={valid ? () => void found.refetch() : undefined}>
          {found.error instanceof ApiError
            ? found.error.message
            : valid
              ? t("The application could not be loaded. Please try again.")
              : t("No referred application with this number.")}{" "}
          {back}
        </ErrorAlert>
      </>
    );
  if (!found.data) return <PageLoader label={t("Loading the application")} />;
  const c = found.data;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t("Application {number}", { number: c.quotation_no })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("Status:")} <strong>{quotationStatusLabel(c.status)}</strong> · {back}
      </Typography>
      <SectionCard title={t("Application")}>
        <Details
          items={[
            [t("Sponsor"), c.sponsor.name],
            [t("Sponsor e-mail"), c.sponsor.email],
            [t("Sponsor mobile"), c.sponsor.mobile],
            [t("Partner"), c.partner_name],
            [t("Plan"), c.plan_name ?? "—"],
            [t("Referred"), c.referred_at ? formatDateTime(c.referred_at) : "—"],
          ]}
        />
        <PremiumTotals totals={c.totals} />
      </SectionCard>
      <SectionCard title={t("Why it was referred")}>
        <RuleHits hits={c.hits} />
      </SectionCard>
      <MembersSection c={c} />
      <SectionCard title={t("Medical declaration")}>
        <DeclarationSummary declaration={c.declaration} />
      </SectionCard>
      <SectionCard title={t("Documents")}>
        {c.documents.length === 0 ? (
          <Typography>{t("No documents.")}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {c.documents.map((d) => (
              <li key={d.id}>
                {d.label}:{" "}
                <Link href={caseDocumentUrl(c.quotation_id, d.id)} target="_blank" rel="noopener">
                  {d.file_name} {t("(opens in a new tab)")}
                </Link>
              </li>
            ))}
          </Box>
        )}
      </SectionCard>
      {c.decisions.length > 0 && (
        <SectionCard title={t("Decisions")}>
          <DecisionHistory decisions={c.decisions} />
        </SectionCard>
      )}
      {recorded ? (
        <Alert severity="success" role="status">
          {t("Decision recorded: {status}. The partner has been e-mailed.", {
            status: translateMessage(quotationStatusLabel(recorded)),
          })}{" "}
          {back}
        </Alert>
      ) : c.status === QUOTATION_STATUS.REFERRED ? (
        <DecisionForm c={c} onDecided={setRecorded} />
      ) : (
        <Alert severity="info">
          {t("This application is not waiting for a decision: {status}.", {
            status: translateMessage(quotationStatusLabel(c.status)),
          })}{" "}
          {back}
        </Alert>
      )}
    </>
  );
}

function MembersSection({ c }: { c: UnderwritingCase }) {
  const { t } = useText();
  return (
    <SectionCard title={t("Members")}>
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small" aria-label={t("Members")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("Name")}</TableCell>
              <TableCell align="right">{t("Age")}</TableCell>
              <TableCell>{t("Gender")}</TableCell>
              <TableCell align="right">{t("BMI")}</TableCell>
              <TableCell align="right">{t("Premium")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {c.members.map((m) => (
              <TableRow key={m.member_sno}>
                <TableCell>
                  <Name>
                    {m.first_name} {m.family_name}
                  </Name>
                </TableCell>
                <TableCell align="right">{m.age}</TableCell>
                <TableCell>{m.gender === 1 ? t("Male") : t("Female")}</TableCell>
                <TableCell align="right">{m.body_mass_index?.toFixed(1) ?? "—"}</TableCell>
                <TableCell align="right">{formatAed(m.premium_fils)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </SectionCard>
  );
}
