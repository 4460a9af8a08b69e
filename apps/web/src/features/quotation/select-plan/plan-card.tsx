import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { formatAed, KEY_PLAN_BENEFITS, type PricedPlan, type QuotationPlans } from "@pp/domain";
import { useId, useState } from "react";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { Name } from "../../../ui/isolated-value";
import { planBenefitItems } from "./plan-benefit-items";

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
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, sm: 3 },
        display: "flex",
        flexDirection: "column",
        gap: 2,
        borderColor: chosen ? "primary.main" : undefined,
        borderWidth: chosen ? 2 : undefined,
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
        <Typography variant="h2" id={headingId}>
          {plan.name}
        </Typography>
        {chosen && <Chip color="primary" size="small" label={t("Chosen plan")} />}
      </Box>
      <Box>
        <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
          {formatAed(totals.total)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {members.length === 1
            ? t("a year for 1 member, VAT of {vat} included", { vat: formatAed(totals.vat) })
            : t("a year for {count} members, VAT of {vat} included", {
                count: members.length,
                vat: formatAed(totals.vat),
              })}
        </Typography>
      </Box>
      <Box>
        <Details stacked items={planBenefitItems(plan, language, allBenefits ? undefined : KEY_PLAN_BENEFITS)} />
        <Button
          size="small"
          sx={{ mt: 1, px: 0 }}
          aria-expanded={allBenefits}
          onClick={() => setAllBenefits((shown) => !shown)}
        >
          {allBenefits ? t("Show the main benefits only") : t("Show every benefit")}
        </Button>
      </Box>
      <Box component="section" aria-label={t("{name} premium per member", { name: plan.name })}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {t("Premium per member")}
        </Typography>
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "1fr auto", columnGap: 2, rowGap: 0.5, m: 0 }}>
          {members.map((m) => (
            <Box key={m.id} sx={{ display: "contents" }}>
              <Typography component="dt" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                <Name>{m.name}</Name>
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: "right", whiteSpace: "nowrap" }}>
                {formatAed(premiumOf(m.id))}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Box
        sx={{
          mt: "auto",
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 1,
        }}
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={compared}
              disabled={!compared && !canCompare}
              onChange={(event) => onCompare(event.target.checked)}
            />
          }
          label={t("Compare")}
        />
        <Button
          variant={chosen ? "outlined" : "contained"}
          disabled={chosen || choosing}
          onClick={onChoose}
          aria-label={
            chosen
              ? t("{name} is the chosen plan", { name: plan.name })
              : t("Choose the {name} plan", { name: plan.name })
          }
        >
          {chosen ? t("Chosen") : t("Choose this plan")}
        </Button>
      </Box>
    </Paper>
  );
}
