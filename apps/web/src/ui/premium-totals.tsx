import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatAed, formatDisplayDate, type MembersResponse, VAT_PERCENT } from "@pp/domain";
import { useText } from "../i18n/use-text";

/**
 * Premium total, VAT and amount due; for members added to a policy mid-term, first the share of the term they pay for.
 * The amounts come from the server (the browser never prices
 * anything); a screen may at most add up the server's premiums for display, as the renewal's policy details do.
 */
export function PremiumTotals({ totals }: { totals: MembersResponse["totals"] }) {
  const { t } = useText();
  return (
    <Box component="section" aria-label={t("Premium summary")} sx={{ ml: { sm: "auto" }, maxWidth: { sm: 360 } }}>
      {totals.proRata && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(
            "Members added to policy {policyNo} from {date}: their yearly premium is charged for {daysLeft} of the term's {termDays} days.",
            {
              policyNo: totals.proRata.policyNo,
              date: formatDisplayDate(totals.proRata.effectiveDate),
              daysLeft: totals.proRata.daysLeft,
              termDays: totals.proRata.termDays,
            },
          )}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: "1fr auto",
          columnGap: 3,
          rowGap: 1,
          m: 0,
        }}
      >
        <Line term={t("Premium total")} value={formatAed(totals.subtotal)} />
        <Line term={t("VAT ({percent}%)", { percent: VAT_PERCENT })} value={formatAed(totals.vat)} />
        <Line term={t("Amount due")} value={formatAed(totals.total)} strong />
      </Box>
    </Box>
  );
}

function Line({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  const weight = strong ? 700 : 400;
  // A div per term/value pair is valid inside <dl>; `display: contents` keeps both in the parent grid.
  return (
    <Box sx={{ display: "contents" }}>
      <Typography component="dt" sx={{ fontWeight: weight }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: "right", fontWeight: weight }}>
        {value}
      </Typography>
    </Box>
  );
}
