import {
  formatDisplayDate,
  journeyStepLabel,
  POLICY_STATE_LABELS,
  type PolicyHit,
  PRODUCT_LABELS,
  QUOTATION_STATUS,
  type QuotationHit,
} from "@pp/domain";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useSendPaymentLink } from "../../api/send-payment-link";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { policyDetailPath, quotationDetailPath, scheduleHref } from "../../paths/backoffice-paths";
import { quotationStatusLabel } from "../../ui/format";
import { Ltr, Name } from "../../ui/isolated-value";
import { AnchorButton, Button, LinkButton } from "../../ui/plain/button";
import { cx } from "../../ui/plain/class-names";
import typography from "../../ui/plain/typography.module.css";
import type { QuotationResumer } from "../../ui/quotation-resumer";
import styles from "./search-hits.module.css";

const OPEN_WORDS = /*i18n*/ { id: "search.hits.open", message: "Open" };

type HitFrameProps = { title: string; details: ReactNode; children: ReactNode };

/** One found record: its number and state, who it is for, and the actions it allows right here. */
function HitFrame({ title, details, children }: HitFrameProps) {
  return (
    <li className={styles.hit}>
      <p className={cx(typography.body2, styles.title)}>{title}</p>
      <p className={cx(typography.body2, typography.secondary, styles.details)}>{details}</p>
      <div className={styles.actions}>{children}</div>
    </li>
  );
}

/**
 * Who the record is for: the product in the page's language, the sponsor and the member the search matched (names
 * isolated, so "Omar H." keeps its full stop in Arabic), and for a policy when it ends.
 */
function WhoFor({ hit, endDate }: { hit: QuotationHit | PolicyHit; endDate?: string }) {
  const { t } = useText();
  return (
    <>
      {translateMessage(PRODUCT_LABELS[hit.product])}
      {hit.sponsorName && (
        <>
          {" · "}
          <Name>{hit.sponsorName}</Name>
        </>
      )}
      {hit.matchedMember && (
        <>
          {" · "}
          {t(/*i18n*/ { id: "search.hits.member", message: "Member:" })} <Name>{hit.matchedMember}</Name>
        </>
      )}
      {endDate && (
        <>
          {" · "}
          {t(/*i18n*/ { id: "search.hits.ends", message: "Ends" })} <Ltr>{formatDisplayDate(endDate)}</Ltr>
        </>
      )}
    </>
  );
}

type QuotationHitProps = { hit: QuotationHit; resumer: QuotationResumer; onLeave: () => void };

export function QuotationHitRow({ hit, resumer, onLeave }: QuotationHitProps) {
  const { t } = useText();
  const navigate = useNavigate();
  const sendLink = useSendPaymentLink();
  const step = journeyStepLabel(hit.product, hit.lastVisitedPage);
  return (
    <HitFrame
      title={t(
        /*i18n*/ {
          id: "search.hits.quotation",
          message: "Quotation {number} · {status}",
          values: {
            number: hit.quotationNo,
            status: translateMessage(quotationStatusLabel(hit.status)),
          },
        },
      )}
      details={<WhoFor hit={hit} />}
    >
      {resumer.canResume(hit) && (
        <Button
          size="small"
          aria-label={
            step
              ? t(
                  /*i18n*/ {
                    id: "search.hits.resumeQuotation",
                    message: "Resume quotation {number} at {step}",
                    values: { number: hit.quotationNo, step: translateMessage(step) },
                  },
                )
              : t(
                  /*i18n*/ {
                    id: "search.hits.resumeQuotation2",
                    message: "Resume quotation {number}",
                    values: { number: hit.quotationNo },
                  },
                )
          }
          onClick={() => {
            onLeave();
            navigate(resumer.resume(hit));
          }}
        >
          {t(/*i18n*/ { id: "search.hits.resume", message: "Resume" })}
        </Button>
      )}
      <LinkButton
        size="small"
        variant="text"
        to={quotationDetailPath(hit.product, hit.quotationNo)}
        onClick={onLeave}
        aria-label={t(
          /*i18n*/ {
            id: "search.hits.openQuotation",
            message: "Open quotation {number}",
            values: { number: hit.quotationNo },
          },
        )}
      >
        {t(OPEN_WORDS)}
      </LinkButton>
      {hit.status === QUOTATION_STATUS.FINALIZED && (
        <Button
          size="small"
          variant="text"
          disabled={sendLink.isPending || sendLink.isSuccess}
          onClick={() => sendLink.mutate(hit.id)}
          aria-label={t(
            /*i18n*/ {
              id: "search.hits.sendPaymentLinkQuotation",
              message: "Send the payment link of quotation {number}",
              values: { number: hit.quotationNo },
            },
          )}
        >
          {t(/*i18n*/ { id: "search.hits.sendPaymentLink", message: "Send payment link" })}
        </Button>
      )}
      {(sendLink.isSuccess || sendLink.isError) && (
        <p role="status" className={cx(typography.body2, styles.sent, sendLink.isError && styles.failed)}>
          {sendLink.isError ? sendLink.error.message : sendLink.data?.message}
        </p>
      )}
    </HitFrame>
  );
}

export function PolicyHitRow({ hit, onLeave }: { hit: PolicyHit; onLeave: () => void }) {
  const { t } = useText();
  return (
    <HitFrame
      title={t(
        /*i18n*/ {
          id: "search.hits.policy",
          message: "Policy {number} · {state}",
          values: {
            number: hit.policyNo,
            state: translateMessage(POLICY_STATE_LABELS[hit.state]),
          },
        },
      )}
      details={<WhoFor hit={hit} endDate={hit.endDate} />}
    >
      <LinkButton
        size="small"
        to={policyDetailPath(hit.policyNo)}
        onClick={onLeave}
        aria-label={t(
          /*i18n*/ { id: "search.hits.openPolicy", message: "Open policy {number}", values: { number: hit.policyNo } },
        )}
      >
        {t(OPEN_WORDS)}
      </LinkButton>
      {hit.hasReceipt && (
        <AnchorButton
          size="small"
          variant="text"
          href={scheduleHref(hit.policyNo)}
          target="_blank"
          rel="noopener"
          aria-label={t(
            /*i18n*/ {
              id: "search.hits.schedulePolicyPdfOpens",
              message: "Schedule of policy {number} (PDF, opens in a new tab)",
              values: { number: hit.policyNo },
            },
          )}
        >
          {t(/*i18n*/ { id: "search.hits.schedule", message: "Schedule" })}
        </AnchorButton>
      )}
    </HitFrame>
  );
}
