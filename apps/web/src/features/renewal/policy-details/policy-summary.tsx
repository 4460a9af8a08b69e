import { formatDisplayDate, type GetRenewalResponse, PRODUCT_PLAN_NAMES, tpaLabel } from "@pp/domain";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { Period } from "../../../ui/isolated-period";
import { Ltr, Name } from "../../../ui/isolated-value";
import { SectionCard } from "../../../ui/section-card";
import { useRenewalAudience } from "../renewal-audience";

/**
 * The renewal's plan: the Basic plan as the domain says it (translated by its words, which this module's use of the
 * name says in the browser too), else the name as the answer gave it.
 */
const planName = (plan: string) =>
  plan === PRODUCT_PLAN_NAMES.basic.plan ? translateMessage(PRODUCT_PLAN_NAMES.basic.plan) : plan;

/** The policy found: number, sponsor, TPA, plan and the current period (policydetailsrenewals). */
export function PolicySummary({ details }: { details: GetRenewalResponse }) {
  const { t } = useText();
  const partner = useRenewalAudience() === "partner";
  return (
    <SectionCard
      title={
        partner
          ? t(/*i18n*/ { id: "renewal.policySummary.customersPolicy", message: "The customer's policy" })
          : t(/*i18n*/ { id: "renewal.policySummary.yourPolicy", message: "Your policy" })
      }
    >
      <Details
        items={[
          [
            t(/*i18n*/ { id: "renewal.reviewSections.policyNumber", message: "Policy number" }),
            <Ltr key="n">{details.policyNo}</Ltr>,
          ],
          [
            t(/*i18n*/ { id: "renewal.reviewSections.sponsor", message: "Sponsor" }),
            <Name key="s">{details.sponsorName}</Name>,
          ],
          [t(/*i18n*/ { id: "renewal.policySummary.tpa", message: "TPA" }), tpaLabel(details.tpaId)],
          [t(/*i18n*/ { id: "renewal.policySummary.plan", message: "Plan" }), planName(details.plan)],
          [
            t(/*i18n*/ { id: "renewal.policySummary.currentPeriod", message: "Current period" }),
            <Period key="p" from={details.startDate} to={details.endDate} />,
          ],
          [
            t(/*i18n*/ { id: "renewal.policySummary.expires", message: "Expires on" }),
            <Ltr key="e">{formatDisplayDate(details.endDate)}</Ltr>,
          ],
        ]}
      />
    </SectionCard>
  );
}
