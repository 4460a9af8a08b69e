import { formatAed, VAT_PERCENT } from "@pp/domain";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import styles from "./record.module.css";

const PREMIUM_WORDS = /*i18n*/ { id: "backoffice.membersSection.premium", message: "Premium" };

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
    <SectionCard title={t(PREMIUM_WORDS)}>
      <Details
        items={[
          ...(premiumFils !== null ? [[t(PREMIUM_WORDS), formatAed(premiumFils)] as const] : []),
          ...(vatFils !== null ? [[`VAT (${VAT_PERCENT}%)`, formatAed(vatFils)] as const] : []),
          [
            t(/*i18n*/ { id: "backoffice.premiumSection.total", message: "Total" }),
            <strong key="total">{formatAed(totalFils)}</strong>,
          ],
        ]}
      />
      {note && <p className={cx(text.body2, text.secondary, styles.premiumNote)}>{note}</p>}
    </SectionCard>
  );
}
