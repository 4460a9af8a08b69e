import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutline";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useText } from "../i18n/use-text";
import { OrderSummary, type OrderSummaryLine } from "./order-summary";
import { OpensInNewTab } from "./visually-hidden";

type PaymentAcceptedViewProps = {
  /** What the payment bought: the policy issued, or renewed. */
  message: string;
  /** What this journey adds under the message (the renewal's health-card notice). */
  notice?: ReactNode;
  lines: readonly OrderSummaryLine[];
  /** The receipt, once the policy is recorded; until then the button says it is being made. */
  receiptHref: string | null;
  /** The tax invoice, ready with the receipt. */
  taxInvoiceHref: string | null;
  /** The policy schedule, where the journey's result may show it (the partner's; a customer's comes by e-mail). */
  scheduleHref?: string | null;
  /** The members' health cards (PDF), once the policy is issued. */
  cardsHref?: string | null;
  /** The journey's way to start again. */
  startNew: ReactNode;
  /** Where the documents went, as a sentence ending in the address. */
  mailed: ReactNode;
  feedbackHref?: string;
};

/** "Congratulations": the payment's summary, the receipt, where the documents went and the feedback link. */
export function PaymentAcceptedView(props: PaymentAcceptedViewProps) {
  const { t } = useText();
  return (
    <>
      <Box sx={{ textAlign: "center" }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden="true" />
        <Typography variant="h1" gutterBottom>
          {t("Congratulations")}
        </Typography>
        <Typography sx={{ mb: props.notice ? 2 : 3 }}>{props.message}</Typography>
      </Box>
      {props.notice}
      <OrderSummary lines={props.lines} />
      <Box
        sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" }, justifyContent: "center", gap: 1.5, mt: 3 }}
      >
        {props.receiptHref ? (
          <Button variant="contained" size="large" href={props.receiptHref} target="_blank" rel="noopener">
            {t("Download payment receipt")}
            <OpensInNewTab />
          </Button>
        ) : (
          <Button variant="contained" size="large" disabled>
            {t("Generating payment receipt...")}
          </Button>
        )}
        {props.taxInvoiceHref && (
          <Button variant="outlined" size="large" href={props.taxInvoiceHref} target="_blank" rel="noopener">
            {t("Download tax invoice")}
            <OpensInNewTab />
          </Button>
        )}
        {props.scheduleHref && (
          <Button variant="outlined" size="large" href={props.scheduleHref} target="_blank" rel="noopener">
            {t("Download policy schedule")}
            <OpensInNewTab />
          </Button>
        )}
        {props.cardsHref && (
          <Button variant="outlined" size="large" href={props.cardsHref} target="_blank" rel="noopener">
            {t("Download health cards")}
            <OpensInNewTab />
          </Button>
        )}
        {props.startNew}
      </Box>
      <Typography sx={{ mt: 3, textAlign: "center" }}>{props.mailed}</Typography>
      {props.feedbackHref && (
        <Typography sx={{ mt: 1, textAlign: "center" }}>
          {t("We'd love to hear your feedback.")}{" "}
          <Link href={props.feedbackHref} target="_blank" rel="noopener">
            {t("Click here to rate us!")}
            <OpensInNewTab />
          </Link>
        </Typography>
      )}
    </>
  );
}

/** The frame of a payment result: the journey's stepper and number come first, the outcome in a card. */
export function PaymentResultCard({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: "auto" }}>
      {children}
    </Paper>
  );
}
