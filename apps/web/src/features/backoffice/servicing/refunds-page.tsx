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
import { msg, translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { policyDetailPath, quotationDetailPath } from "../../../paths/backoffice-paths";
import { ErrorAlert } from "../../../ui/error-alert";
import { formatDateTime } from "../../../ui/format";
import { Ltr, Name } from "../../../ui/isolated-value";
import type { ListColumn } from "../../../ui/list/list-types";
import { RowsCards } from "../../../ui/list/rows-cards";
import { PageLoader } from "../../../ui/page-loader";
import { useMediaQuery } from "../../../ui/use-media-query";
import { refundsQueryOptions, useSendRefund } from "./api/refunds";

const PAGE_SIZE = 25;

/** A table leaves the "Action" column too little room beside the open sidebar until 1280 px; below it, cards. */
const WIDE = "(min-width: 1280px)";

const COLUMNS: ListColumn<RefundRow>[] = [
  { id: "recorded", label: msg("Recorded"), render: (row) => <Ltr>{formatDateTime(row.createdAt)}</Ltr> },
  // A card's title names the policy already.
  { id: "subject", label: msg("Policy or quotation"), render: (row) => <RefundSubject row={row} />, hideOnCard: true },
  { id: "sponsor", label: msg("Sponsor"), render: (row) => <Name>{row.sponsorName}</Name> },
  { id: "why", label: msg("Why"), render: (row) => translateMessage(REFUND_REASON_LABELS[row.reason]) },
  { id: "amount", label: msg("Amount"), align: "right", render: (row) => <RefundAmount row={row} /> },
  { id: "state", label: msg("State"), render: (row) => <RefundStateText row={row} /> },
];

/**
 * /refunds: every refund the partner's customers are owed — members removed, policies cancelled, payments that could
 * not be applied — with its state. A due refund of a card payment is sent to the gateway from here; one of a policy
 * paid on a product's own site is refunded there.
 */
export function RefundsPage() {
  const { t } = useText();
  const titleId = useId();
  const wide = useMediaQuery(WIDE);
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
  const action = (row: RefundRow) => (
    <RefundAction row={row} sending={send.isPending && send.variables === row.id} onSend={sendRefund} />
  );

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
          {wide ? (
            <TableContainer>
              <Table size="small" aria-labelledby={titleId}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableCell key={column.id} align={column.align}>
                        {translateMessage(column.label)}
                      </TableCell>
                    ))}
                    <TableCell>{t("Action")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.data.rows.map((row) => (
                    <TableRow key={row.id}>
                      {COLUMNS.map((column) => (
                        <TableCell key={column.id} align={column.align}>
                          {column.render(row)}
                        </TableCell>
                      ))}
                      <TableCell>{action(row)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : (
            <RowsCards
              columns={COLUMNS}
              rows={result.data.rows}
              rowKey={(row) => row.id}
              cardTitle={(row) => <RefundSubject row={row} />}
              rowActions={action}
            />
          )}
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

/** The policy (or the quotation of a payment that could not be applied) the refund is of, and its ledger. */
function RefundSubject({ row }: { row: RefundRow }) {
  const { t } = useText();
  return (
    <>
      <Link
        component={RouterLink}
        to={row.policyNo ? policyDetailPath(row.policyNo) : quotationDetailPath(row.product, row.quotationNo)}
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
    </>
  );
}

/** The amount, and each member's part of it from the policy's ledger. */
function RefundAmount({ row }: { row: RefundRow }) {
  return (
    <>
      <Ltr>{formatAed(row.totalFils)}</Ltr>
      {row.shares.map((share) => (
        <Typography key={share.memberId ?? "sponsor"} variant="body2" color="text.secondary">
          <Name>{share.name}</Name>: <Ltr>{formatAed(share.premiumFils + share.vatFils)}</Ltr>
        </Typography>
      ))}
    </>
  );
}

/** Where the refund stands, and why a due one was not sent yet. */
function RefundStateText({ row }: { row: RefundRow }) {
  return (
    <>
      {translateMessage(REFUND_STATE_LABELS[row.state])}
      {row.state === "due" && row.message && (
        <Typography variant="body2" color="error">
          {row.message}
        </Typography>
      )}
    </>
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
