import { formatDisplayDate, tpaLabel } from "@pp/domain";
import { Details } from "../../../ui/details";
import { SectionCard } from "../../../ui/section-card";
import type { RenewalDetails } from "../api/get-renewal";

/** The policy found: number, sponsor, TPA, plan and the current period (spec §2.3 policydetailsrenewals). */
export function PolicySummary({ details }: { details: RenewalDetails }) {
  return (
    <SectionCard title="Your policy">
      <Details
        items={[
          ["Policy number", details.policyNo],
          ["Sponsor", details.sponsorName],
          ["TPA", tpaLabel(details.tpaSno)],
          ["Plan", details.plan],
          ["Current period", `${formatDisplayDate(details.startDate)} – ${formatDisplayDate(details.endDate)}`],
          ["Expires on", formatDisplayDate(details.endDate)],
        ]}
      />
    </SectionCard>
  );
}
