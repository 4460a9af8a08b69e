import { formatDisplayDate, type GetRenewalResponse, tpaLabel } from "@pp/domain";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { Period } from "../../../ui/isolated-period";
import { Ltr, Name } from "../../../ui/isolated-value";
import { SectionCard } from "../../../ui/section-card";
import { useRenewalAudience } from "../renewal-audience";

/** The policy found: number, sponsor, TPA, plan and the current period (policydetailsrenewals). */
export function PolicySummary({ details }: { details: GetRenewalResponse }) {
  const { t } = useText();
  const partner = useRenewalAudience() === "partner";
  return (
    <SectionCard title={partner ? t("The customer's policy") : t("Your policy")}>
      <Details
        items={[
          [t("Policy number"), <Ltr key="n">{details.policyNo}</Ltr>],
          [t("Sponsor"), <Name key="s">{details.sponsorName}</Name>],
          [t("TPA"), tpaLabel(details.tpaId)],
          [t("Plan"), translateMessage(details.plan)],
          [t("Current period"), <Period key="p" from={details.startDate} to={details.endDate} />],
          [t("Expires on"), <Ltr key="e">{formatDisplayDate(details.endDate)}</Ltr>],
        ]}
      />
    </SectionCard>
  );
}
