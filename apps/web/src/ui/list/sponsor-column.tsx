import Typography from "@mui/material/Typography";
import { msg } from "../../i18n/i18n";
import type { ListColumn } from "./backoffice-list";

type SponsorFields = { sponsorName: string; sponsorEmail: string; sponsorMobile: string };

/** The Sponsor column every list shows: the name, with the e-mail and mobile beneath it. */
export function sponsorColumn<Row extends SponsorFields>(): ListColumn<Row> {
  return {
    id: "sponsor",
    label: msg("Sponsor"),
    sort: "sponsor_name",
    render: (row) => (
      <>
        {row.sponsorName}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: "block" }}>
          {row.sponsorEmail} · {row.sponsorMobile}
        </Typography>
      </>
    ),
  };
}
