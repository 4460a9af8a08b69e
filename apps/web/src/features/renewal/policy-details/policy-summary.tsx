import { formatDisplayDate, type GetRenewalResponse, tpaLabel } from "@pp/domain";
import { Details } from "../../../ui/details";
import { SectionCard } from "../../../ui/section-card";
import { useRenewalAudience } from "../renewal-audience";

/** The policy found: number, sponsor, TPA, plan and the current period (policydetailsrenewals). */
export function PolicySummary({ details }: { details: GetRenewalResponse }) {
  const partner = useRenewalAudience() === "partner";
  return (
    <SectionCard title={partner ? "The customer's policy" : "Your policy"}>
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
