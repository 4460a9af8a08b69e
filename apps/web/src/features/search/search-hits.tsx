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
  const navigate = useNavigate();
  const sendLink = useSendPaymentLink();
  const step = journeyStepLabel(hit.product, hit.lastVisitedPage);
  return (
    <HitFrame title={`Quotation ${hit.quotationNo} · ${quotationStatusLabel(hit.status)}`} details={whoFor(hit)}>
      {resumer.canResume(hit) && (
        <Button
          size="small"
          variant="contained"
          aria-label={`Resume quotation ${hit.quotationNo}${step ? ` at ${step}` : ""}`}
          onClick={() => {
            onLeave();
            navigate(resumer.resume(hit));
          }}
        >
          Resume
        </Button>
      )}
      <Button
        size="small"
        component={RouterLink}
        to={quotationDetailPath(hit.product, hit.quotationNo)}
        onClick={onLeave}
        aria-label={`Open quotation ${hit.quotationNo}`}
      >
        Open
      </Button>
      {hit.status === QUOTATION_STATUS.FINALIZED && (
        <Button
          size="small"
          disabled={sendLink.isPending || sendLink.isSuccess}
          onClick={() => sendLink.mutate(hit.id)}
          aria-label={`Send the payment link of quotation ${hit.quotationNo}`}
        >
          Send payment link
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
  return (
    <HitFrame
      title={`Policy ${hit.policyNo} · ${POLICY_STATE_LABELS[hit.state]}`}
      details={`${whoFor(hit)} · Ends ${formatDisplayDate(hit.endDate)}`}
    >
      <Button
        size="small"
        variant="contained"
        component={RouterLink}
        to={policyDetailPath(hit.policyNo)}
        onClick={onLeave}
        aria-label={`Open policy ${hit.policyNo}`}
      >
        Open
      </Button>
      {hit.hasReceipt && (
        <Button
          size="small"
          href={scheduleHref(hit.policyNo)}
          target="_blank"
          rel="noopener"
          aria-label={`Schedule of policy ${hit.policyNo} (PDF, opens in a new tab)`}
        >
          Schedule
        </Button>
      )}
    </HitFrame>
  );
}
