import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { GetDashboardResponse } from "@pp/domain";
import { formatAed, PRODUCT_LABELS } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { quotationDetailPath } from "../../../app/backoffice-paths";
import { useText } from "../../../i18n/use-text";
import { usePartner } from "../../../shell/partner-context";
import { ErrorAlert } from "../../../ui/error-alert";
import { formatDateTime, quotationStatusLabel } from "../../../ui/format";
import type { QuotationResumer } from "../../../ui/quotation-resumer";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { dashboardQueryOptions } from "../api/get-dashboard";

const PENDING_RENEWALS_PATH = "/policiePendingRenewals/pending";

/**
 * The home page's dashboard: quotations in progress, this month's policies and premium, renewals due in the next
 * 30 days, and the latest quotations with a way to continue the unfinished ones.
 */
export function DashboardSection({ resumer }: { resumer?: QuotationResumer }) {
  const { t } = useText();
  const dashboard = useQuery(dashboardQueryOptions());
  return (
    <Box component="section" aria-labelledby="dashboard-heading" sx={{ mb: 4 }}>
      <Typography variant="h2" id="dashboard-heading" sx={{ mb: 2 }}>
        {t("At a glance")}
      </Typography>
      {dashboard.isError ? (
        <ErrorAlert onRetry={() => void dashboard.refetch()}>
          {t("Your figures could not be loaded.")}{" "}
          {dashboard.error instanceof ApiError ? dashboard.error.message : t("Please try again.")}
        </ErrorAlert>
      ) : (
        <>
          <Figures dashboard={dashboard.data} />
          <LatestQuotations dashboard={dashboard.data} resumer={resumer} />
        </>
      )}
    </Box>
  );
}

function Figures({ dashboard }: { dashboard: GetDashboardResponse | undefined }) {
  const { t } = useText();
  const partner = usePartner();
  const figure = (value: (d: GetDashboardResponse) => string | number) =>
    dashboard ? (
      value(dashboard)
    ) : (
      // A span may not carry aria-label (axe: aria-prohibited-attr): the bar is hidden, the word is read.
      <>
        <Skeleton width={80} aria-hidden="true" />
        <VisuallyHidden>{t("Loading")}</VisuallyHidden>
      </>
    );
  return (
    <Box
      component="dl"
      aria-busy={!dashboard}
      sx={{
        display: "grid",
        gap: 2,
        m: 0,
        mb: 2,
        gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 200px), 1fr))",
      }}
    >
      <Figure label={t("Quotations in progress")} value={figure((d) => d.quotationsInProgress)} />
      <Figure label={t("Policies issued this month")} value={figure((d) => d.policiesThisMonth)} />
      <Figure label={t("Premium written this month")} value={figure((d) => formatAed(d.premiumThisMonthFils))} />
      <Figure
        label={t("Renewals due in the next 30 days")}
        value={figure((d) => d.renewalsDueIn30Days)}
        link={
          partner.basic_allowed ? (
            <Link component={RouterLink} to={PENDING_RENEWALS_PATH} variant="body2">
              {t("See pending renewals")}
            </Link>
          ) : undefined
        }
      />
    </Box>
  );
}

function Figure({ label, value, link }: { label: string; value: ReactNode; link?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: "flex", flexDirection: "column", gap: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: "1.5rem", fontWeight: 600, overflowWrap: "anywhere" }}>
        {value}
      </Typography>
      {link && (
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {link}
        </Typography>
      )}
    </Paper>
  );
}

function LatestQuotations({
  dashboard,
  resumer,
}: {
  dashboard: GetDashboardResponse | undefined;
  resumer?: QuotationResumer;
}) {
  const { t } = useText();
  const navigate = useNavigate();
  if (!dashboard) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="latest-quotations-heading" sx={{ p: 2 }}>
      <Typography variant="h3" id="latest-quotations-heading" gutterBottom>
        {t("Latest quotations")}
      </Typography>
      {dashboard.latestQuotations.length === 0 ? (
        <Typography color="text.secondary">
          {t("No quotations yet. Start a new application below or from the menu.")}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {dashboard.latestQuotations.map((q) => {
            const resumable = resumer?.canResume(q) ?? false;
            return (
              <Box
                component="li"
                key={q.id}
                sx={{
                  display: "flex",
                  flexWrap: "wrap",
                  alignItems: "center",
                  gap: 1,
                  py: 1,
                  borderBottom: 1,
                  borderColor: "divider",
                  "&:last-of-type": { borderBottom: 0 },
                }}
              >
                <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                    {q.quotationNo} · {q.sponsorName}
                  </Typography>
                  <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mt: 0.5 }}>
                    <Chip size="small" color="primary" label={PRODUCT_LABELS[q.product]} />
                    <Chip size="small" variant="outlined" label={quotationStatusLabel(q.status)} />
                    <Typography variant="body2" color="text.secondary" component="span">
                      {formatDateTime(q.createdAt)}
                    </Typography>
                  </Box>
                </Box>
                <Box sx={{ display: "flex", gap: 1 }}>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={quotationDetailPath(q.product, q.quotationNo)}
                    aria-label={t("Open quotation {quotationNo}", { quotationNo: q.quotationNo })}
                  >
                    {t("Open")}
                  </Button>
                  {resumable && resumer && (
                    <Button
                      size="small"
                      variant="contained"
                      startIcon={<PlayArrowIcon aria-hidden="true" />}
                      onClick={() => navigate(resumer.resume(q))}
                      aria-label={t("Resume quotation {quotationNo}", { quotationNo: q.quotationNo })}
                    >
                      {t("Resume")}
                    </Button>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
