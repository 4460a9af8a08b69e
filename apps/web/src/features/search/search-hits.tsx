import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import {
  formatDisplayDate,
  journeyStepLabel,
  POLICY_STATE_LABELS,
  type PolicyHit,
  PRODUCT_LABELS,
  QUOTATION_STATUS,
  type QuotationHit,
} from "@pp/domain";
import { Link as RouterLink, useNavigate } from "react-router";
import { useSendPaymentLink } from "../../api/send-payment-link";
import { policyDetailPath, quotationDetailPath, scheduleHref } from "../../app/backoffice-paths";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { quotationStatusLabel } from "../../ui/format";
import type { QuotationResumer } from "../../ui/quotation-resumer";

type HitFrameProps = { title: string; details: string; children: React.ReactNode };

/** One found record: its number and state, who it is for, and the actions it allows right here. */
function HitFrame({ title, details, children }: HitFrameProps) {
  return (
    <Box component="li" sx={{ py: 1, px: 2, borderTop: 1, borderColor: "divider", listStyle: "none" }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {details}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 0.5 }}>{children}</Box>
    </Box>
  );
}

const whoFor = (hit: QuotationHit | PolicyHit) =>
  [PRODUCT_LABELS[hit.product], hit.sponsorName, hit.matchedMember && `Member: ${hit.matchedMember}`]
    .filter(Boolean)
    .join(" · ");

type QuotationHitProps = { hit: QuotationHit; resumer: QuotationResumer; onLeave: () => void };

export function QuotationHitRow({ hit, resumer, onLeave }: QuotationHitProps) {
  const { t } = useText();
  const navigate = useNavigate();
  const sendLink = useSendPaymentLink();
  const step = journeyStepLabel(hit.product, hit.lastVisitedPage);
  return (
    <HitFrame
      title={t("Quotation {number} · {status}", {
        number: hit.quotationNo,
        status: translateMessage(quotationStatusLabel(hit.status)),
      })}
      details={whoFor(hit)}
    >
      {resumer.canResume(hit) && (
        <Button
          size="small"
          variant="contained"
          aria-label={
            step
              ? t("Resume quotation {number} at {step}", { number: hit.quotationNo, step: translateMessage(step) })
              : t("Resume quotation {number}", { number: hit.quotationNo })
          }
          onClick={() => {
            onLeave();
            navigate(resumer.resume(hit));
          }}
        >
          {t("Resume")}
        </Button>
      )}
      <Button
        size="small"
        component={RouterLink}
        to={quotationDetailPath(hit.product, hit.quotationNo)}
        onClick={onLeave}
        aria-label={t("Open quotation {number}", { number: hit.quotationNo })}
      >
        {t("Open")}
      </Button>
      {hit.status === QUOTATION_STATUS.FINALIZED && (
        <Button
          size="small"
          disabled={sendLink.isPending || sendLink.isSuccess}
          onClick={() => sendLink.mutate(hit.id)}
          aria-label={t("Send the payment link of quotation {number}", { number: hit.quotationNo })}
        >
          {t("Send payment link")}
        </Button>
      )}
      {(sendLink.isSuccess || sendLink.isError) && (
        <Typography
          variant="body2"
          role="status"
          color={sendLink.isError ? "error" : "success.main"}
          sx={{ flexBasis: "100%" }}
        >
          {sendLink.isError ? sendLink.error.message : sendLink.data?.message}
        </Typography>
      )}
    </HitFrame>
  );
}

export function PolicyHitRow({ hit, onLeave }: { hit: PolicyHit; onLeave: () => void }) {
  const { t } = useText();
  return (
    <HitFrame
      title={t("Policy {number} · {state}", {
        number: hit.policyNo,
        state: translateMessage(POLICY_STATE_LABELS[hit.state]),
      })}
      details={`${whoFor(hit)} · Ends ${formatDisplayDate(hit.endDate)}`}
    >
      <Button
        size="small"
        variant="contained"
        component={RouterLink}
        to={policyDetailPath(hit.policyNo)}
        onClick={onLeave}
        aria-label={t("Open policy {number}", { number: hit.policyNo })}
      >
        {t("Open")}
      </Button>
      {hit.hasReceipt && (
        <Button
          size="small"
          href={scheduleHref(hit.policyNo)}
          target="_blank"
          rel="noopener"
          aria-label={t("Schedule of policy {number} (PDF, opens in a new tab)", { number: hit.policyNo })}
        >
          {t("Schedule")}
        </Button>
      )}
    </HitFrame>
  );
}
