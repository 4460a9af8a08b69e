import type { SiteReport } from "@pp/domain";
import type { Db } from "../../../db/client";
import type { OnSaleReported } from "../servicing/ledger-followers";
import { applySiteReport } from "./site-report-service";

/** A few PA and Term sales as their sites would report them (idempotent: a repeated report changes nothing). */
export async function seedDemoSiteSales(db: Db, onSaleReported: OnSaleReported) {
  const reports: ["pa" | "term", SiteReport][] = [
    [
      "pa",
      {
        partnerUserId: "agent.all",
        reference: "PA-10021",
        kind: "quotation",
        status: "draft",
        sponsorName: "Fatima Al Mansoori",
        sponsorEmail: "fatima.m@example.com",
        sponsorMobile: "0501112233",
        premiumFils: 45_000,
      },
    ],
    [
      "pa",
      {
        partnerUserId: "agent.all",
        reference: "PA-10022",
        kind: "policy",
        status: "active",
        sponsorName: "Ravi Kumar",
        sponsorEmail: "ravi.kumar@example.com",
        sponsorMobile: "0554445566",
        premiumFils: 60_000,
        policyNo: "PA-P-2026-0042",
      },
    ],
    [
      "term",
      {
        partnerUserId: "agent.all",
        reference: "TL-3301",
        kind: "quotation",
        status: "finalized",
        sponsorName: "Sara Haddad",
        sponsorEmail: "sara.h@example.com",
        sponsorMobile: "0567778899",
        premiumFils: 240_000,
      },
    ],
    [
      "term",
      {
        partnerUserId: "agent.all",
        reference: "TL-3302",
        kind: "policy",
        status: "active",
        sponsorName: "John Mathew",
        sponsorEmail: "john.mathew@example.com",
        sponsorMobile: "0528889900",
        premiumFils: 310_000,
        policyNo: "TL-P-2026-0007",
      },
    ],
  ];
  for (const [site, report] of reports) await applySiteReport(db, site, report, onSaleReported);
}
