import { formatAed, KEY_PLAN_BENEFITS, type PricedPlan, type QuotationPlans } from "@pp/domain";
import { useId, useState } from "react";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { Name } from "../../../ui/isolated-value";
import { Button } from "../../../ui/plain/button";
import card from "../../../ui/plain/card.module.css";
import { Checkbox } from "../../../ui/plain/checkbox";
import { Chip } from "../../../ui/plain/chip";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { planBenefitItems } from "./plan-benefit-items";
import styles from "./plan-card.module.css";

type PlanCardProps = {
  priced: PricedPlan;
  members: QuotationPlans["members"];
  chosen: boolean;
  choosing: boolean;
  compared: boolean;
  /** False once the comparison holds as many plans as it can show and this one is not among them. */
  canCompare: boolean;
  onChoose(): void;
  onCompare(compared: boolean): void;
};

/** One plan as this family would pay for it: the total, the benefits asked about first, each member's premium. */
export function PlanCard({
  priced,
  members,
  chosen,
  choosing,
  compared,
  canCompare,
  onChoose,
  onCompare,
}: PlanCardProps) {
  const { t, language } = useText();
  const { plan, premiums, totals } = priced;
  const headingId = useId();
  const [allBenefits, setAllBenefits] = useState(false);
  const premiumOf = (memberId: number) => premiums.find((p) => p.member_id === memberId)?.premium_fils ?? 0;
  return (
    <article aria-labelledby={headingId} className={cx(card.card, styles.card, chosen && styles.chosen)}>
      <div className={styles.head}>
        <h2 className={text.h2} id={headingId}>
          {plan.name}
        </h2>
        {chosen && (
          <Chip
            color="primary"
            variant="filled"
            label={t(/*i18n*/ { id: "quotation.comparePlansPage.chosenPlan", message: "Chosen plan" })}
          />
        )}
      </div>
      <div>
        <p className={cx(text.h3, styles.total)}>{formatAed(totals.total)}</p>
        <p className={cx(text.body2, text.secondary, styles.totalNote)}>
          {members.length === 1
            ? t(
                /*i18n*/ {
                  id: "quotation.planCard.year1MemberVat",
                  message: "a year for 1 member, VAT of {vat} included",
                  values: { vat: formatAed(totals.vat) },
                },
              )
            : t(
                /*i18n*/ {
                  id: "quotation.planCard.yearMembersVatIncluded",
                  message: "a year for {count} members, VAT of {vat} included",
                  values: {
                    count: members.length,
                    vat: formatAed(totals.vat),
                  },
                },
              )}
        </p>
      </div>
      <div>
        <Details stacked items={planBenefitItems(plan, language, allBenefits ? undefined : KEY_PLAN_BENEFITS)} />
        <Button
          variant="text"
          size="small"
          className={styles.moreBenefits}
          aria-expanded={allBenefits}
          onClick={() => setAllBenefits((shown) => !shown)}
        >
          {allBenefits
            ? t(/*i18n*/ { id: "quotation.planCard.showMainBenefitsOnly", message: "Show the main benefits only" })
            : t(/*i18n*/ { id: "quotation.planCard.showEveryBenefit", message: "Show every benefit" })}
        </Button>
      </div>
      <section
        aria-label={t(
          /*i18n*/ {
            id: "quotation.planCard.premiumPerMember",
            message: "{name} premium per member",
            values: { name: plan.name },
          },
        )}
      >
        <h3 className={cx(text.subtitle2, styles.premiumsTitle)}>
          {t(/*i18n*/ { id: "quotation.planCard.premiumPerMember2", message: "Premium per member" })}
        </h3>
        <dl className={styles.premiums}>
          {members.map((m) => (
            <div key={m.id} style={{ display: "contents" }}>
              <dt className={cx(text.body1, text.secondary, styles.member)}>
                <Name>{m.name}</Name>
              </dt>
              <dd className={cx(text.body1, styles.premium)}>{formatAed(premiumOf(m.id))}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className={styles.actions}>
        <Checkbox
          checked={compared}
          disabled={!compared && !canCompare}
          onChange={onCompare}
          label={t(/*i18n*/ { id: "quotation.planCard.compare", message: "Compare" })}
        />
        <Button
          variant={chosen ? "outlined" : "contained"}
          disabled={chosen || choosing}
          onClick={onChoose}
          aria-label={
            chosen
              ? t(
                  /*i18n*/ {
                    id: "quotation.planCard.chosenPlan",
                    message: "{name} is the chosen plan",
                    values: { name: plan.name },
                  },
                )
              : t(
                  /*i18n*/ {
                    id: "quotation.comparePlansPage.choosePlan",
                    message: "Choose the {name} plan",
                    values: { name: plan.name },
                  },
                )
          }
        >
          {chosen
            ? t(/*i18n*/ { id: "quotation.planCard.chosen", message: "Chosen" })
            : t(/*i18n*/ { id: "quotation.comparePlansPage.choosePlan2", message: "Choose this plan" })}
        </Button>
      </div>
    </article>
  );
}
