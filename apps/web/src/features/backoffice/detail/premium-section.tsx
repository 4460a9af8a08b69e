import Typography from "@mui/material/Typography";
import { formatAed, VAT_PERCENT } from "@pp/domain";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { SectionCard } from "../../../ui/section-card";

/** Premium, VAT and total as the server computed them (the browser never computes a price). */
export function PremiumSection({
  premiumFils,
  vatFils,
  totalFils,
  note,
}: {
  premiumFils: number | null;
  vatFils: number | null;
  totalFils: number;
  note?: string;
}) {
  const { t } = useText();
  return (
    <SectionCard title={t("Premium")}>
      <Details
        items={[
          ...(premiumFils !== null ? [[t("Premium"), formatAed(premiumFils)] as const] : []),
          ...(vatFils !== null ? [[`VAT (${VAT_PERCENT}%)`, formatAed(vatFils)] as const] : []),
          [t("Total"), <strong key="total">{formatAed(totalFils)}</strong>],
        ]}
      />
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
    </SectionCard>
  );
}
