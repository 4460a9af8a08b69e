import { Ltr, Name } from "../isolated-value";
import cells from "./list-cells.module.css";
import type { ListColumn } from "./list-types";

type SponsorFields = { sponsorName: string; sponsorEmail: string; sponsorMobile: string };

/** The Sponsor column every list shows: the name, with the e-mail and mobile beneath it. */
export function sponsorColumn<Row extends SponsorFields>(): ListColumn<Row> {
  return {
    id: "sponsor",
    label: /*i18n*/ { id: "ui.sponsorColumn.sponsor", message: "Sponsor" },
    sort: "sponsor_name",
    render: (row) => (
      <>
        <Name>{row.sponsorName}</Name>
        <span className={cells.below}>
          <Ltr>{row.sponsorEmail}</Ltr> · <Ltr>{row.sponsorMobile}</Ltr>
        </span>
      </>
    ),
  };
}
