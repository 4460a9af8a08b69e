import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type DetailsProps = {
  items: readonly (readonly [string, ReactNode])[];
  /** Each label above its value at every width, for narrow places such as a card in a row of three. */
  stacked?: boolean;
};

/** Label–value pairs as a description list that becomes one column on phones. */
export function Details({ items, stacked = false }: DetailsProps) {
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: stacked ? "1fr" : { xs: "1fr", sm: "minmax(140px, max-content) 1fr" },
        columnGap: 3,
        rowGap: stacked ? 0 : { xs: 0, sm: 1 },
        m: 0,
      }}
    >
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: "contents" }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: stacked ? 1 : { xs: 1, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
