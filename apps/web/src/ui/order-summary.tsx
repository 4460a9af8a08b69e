import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useText } from "../i18n/use-text";

export type OrderSummaryLine = readonly [term: string, value: string];

/** The "Order Summary" of a payment result: label–value lines, one column on phones. */
export function OrderSummary({ lines }: { lines: readonly OrderSummaryLine[] }) {
  const { t } = useText();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ bgcolor: "action.hover", borderRadius: 1, p: 2 }}>
      <Typography variant="h2" id={headingId} gutterBottom>
        {t("Order Summary")}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "auto 1fr" },
          columnGap: 2,
          rowGap: { sm: 1 },
          m: 0,
        }}
      >
        {lines.map(([term, value]) => (
          <Box key={term} sx={{ display: "contents" }}>
            <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {term}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600, overflowWrap: "anywhere", textAlign: { sm: "right" } }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
