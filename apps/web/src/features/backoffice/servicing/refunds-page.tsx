import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  formatAed,
  REFUND_REASON_LABELS,
  REFUND_STATE_LABELS,
  REFUND_STATES,
  type RefundRow,
  type RefundState,
} from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { ApiError } from "../../../api/client";
import { policyDetailPath, quotationDetailPath } from "../../../app/backoffice-paths";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { formatDateTime } from "../../../ui/format";
import { Ltr, Name } from "../../../ui/isolated-value";
import { PageLoader } from "../../../ui/page-loader";
import { refundsQueryOptions, useSendRefund } from "./api/refunds";

const PAGE_SIZE = 25;

/**
 * /refunds: every refund the partner's customers are owed — members removed, policies cancelled, payments that could
 * not be applied — with its state. A due refund of a card payment is sent to the gateway from here; one of a policy
 * paid on a product's own site is refunded there.
 */
export function RefundsPage() {
  const { t } = useText();
  const titleId = useId();
  const [search, setSearch] = useSearchParams();
  const state = REFUND_STATES.find((s) => s === search.get("state"));
  const page = Math.max(1, Number(search.get("page")) || 1);
  const result = useQuery(refundsQueryOptions({ state, page, pageSize: PAGE_SIZE }));
  const send = useSendRefund();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const sendRefund = (row: RefundRow) => {
    setNotice(null);
    send.mutate(row.id, {
      onSuccess: (done) =>
        setNotice({
          ok: true,
          text: t("{amount} was refunded to card {card}.", {
            amount: formatAed(done.totalFils),
            card: done.card ?? "",
          }),
        }),
      onError: (error) =>
        setNotice({
          ok: false,
          text: error instanceof ApiError ? error.message : t("The refund could not be sent. Please try again."),
        }),
    });
  };
  const setFilter = (next: RefundState | undefined) => setSearch(next ? { state: next } : {}, { replace: true });

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography variant="h1" id={titleId} gutterBottom>
        {t("Refunds")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("Money owed back to your customers: it goes back to the card that paid.")}
      </Typography>
      <TextField
        select
        size="small"
        label={t("State")}
        value={state ?? ""}
        onChange={(e) => setFilter((e.target.value || undefined) as RefundState | undefined)}
        sx={{ minWidth: 220, mb: 2 }}
      >
        <MenuItem value="">{t("All")}</MenuItem>
        {REFUND_STATES.map((s) => (
          <MenuItem key={s} value={s}>
            {translateMessage(REFUND_STATE_LABELS[s])}
          </MenuItem>
        ))}
      </TextField>
      {notice && (
        <Alert severity={notice.ok ? "success" : "error"} role={notice.ok ? "status" : "alert"} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      {result.isPending ? (
        <PageLoader label={t("Loading the refunds")} />
      ) : result.isError ? (
        <ErrorAlert onRetry={() => void result.refetch()}>{t("The refunds could not be loaded.")}</ErrorAlert>
      ) : result.data.rows.length === 0 ? (
        <Typography>{state ? t("No refund is in this state.") : t("No refund is owed to your customers.")}</Typography>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell>{t("Recorded")}</TableCell>
                  <TableCell>{t("Policy or quotation")}</TableCell>
                  <TableCell>{t("Sponsor")}</TableCell>
                  <TableCell>{t("Why")}</TableCell>
                  <TableCell align="right">{t("Amount")}</TableCell>
                  <TableCell>{t("State")}</TableCell>
                  <TableCell>{t("Action")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.data.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>
                      <Ltr>{formatDateTime(row.createdAt)}</Ltr>
                    </TableCell>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={
                          row.policyNo
                            ? policyDetailPath(row.policyNo)
                            : quotationDetailPath(row.product, row.quotationNo)
                        }
                      >
                        <Ltr>{row.policyNo ?? row.quotationNo}</Ltr>
                      </Link>
                      {row.policyLedger && (
                        <Typography variant="body2" color="text.secondary">
                          {t("Policy: paid {paid}, refunded {refunded}", {
                            paid: formatAed(row.policyLedger.paidFils),
                            refunded: formatAed(row.policyLedger.refundedFils),
                          })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Name>{row.sponsorName}</Name>
                    </TableCell>
                    <TableCell>{translateMessage(REFUND_REASON_LABELS[row.reason])}</TableCell>
                    <TableCell align="right">
                      <Ltr>{formatAed(row.totalFils)}</Ltr>
                      {/* Each member's part of it, from the policy's ledger. */}
                      {row.shares.map((share) => (
                        <Typography key={share.memberId ?? "sponsor"} variant="body2" color="text.secondary">
                          <Name>{share.name}</Name>: <Ltr>{formatAed(share.premiumFils + share.vatFils)}</Ltr>
                        </Typography>
                      ))}
                    </TableCell>
                    <TableCell>
                      {translateMessage(REFUND_STATE_LABELS[row.state])}
                      {row.state === "due" && row.message && (
                        <Typography variant="body2" color="error">
                          {row.message}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <RefundAction
                        row={row}
                        sending={send.isPending && send.variables === row.id}
                        onSend={sendRefund}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={result.data.total}
            page={page - 1}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_, next) =>
              setSearch({ ...(state ? { state } : {}), page: String(next + 1) }, { replace: true })
            }
          />
        </Paper>
      )}
    </Box>
  );
}

/** Send a due card refund; say where the others stand. */
function RefundAction({
  row,
  sending,
  onSend,
}: {
  row: RefundRow;
  sending: boolean;
  onSend: (row: RefundRow) => void;
}) {
  const { t } = useText();
  if (row.state === "refunded")
    return (
      <Typography variant="body2">
        {t("Refund reference {reference}", { reference: row.gatewayReference ?? "" })}
      </Typography>
    );
  if (row.state === "sent") return <Typography variant="body2">{t("Waiting for the gateway")}</Typography>;
  if (!row.paidThroughPortal) return <Typography variant="body2">{t("Refunded by the product's site")}</Typography>;
  return (
    <Button
      size="small"
      variant="outlined"
      loading={sending}
      onClick={() => onSend(row)}
      aria-label={t("Send the refund of {amount} to card {card}", {
        amount: formatAed(row.totalFils),
        card: row.card ?? "",
      })}
    >
      {t("Send refund")}
    </Button>
  );
}
