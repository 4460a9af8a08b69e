import type { PolicyListRow, PolicyListState } from "@pp/domain";
import {
  formatAed,
  formatDisplayDate,
  INVITATION_KINDS,
  invitationPrefillOf,
  isJourneyProduct,
  POLICY_LIST_QUERY,
  POLICY_STATE_LABELS,
  POLICY_VIEWS,
  type PolicyView,
  PRODUCT_LABELS,
  type Product,
  RENEWAL_WINDOW_DAYS,
} from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { type Translate, useText } from "../../../i18n/use-text";
import {
  type PolicyDetailBase,
  policyDetailPath,
  policyListPath,
  receiptHref,
  scheduleHref,
} from "../../../paths/backoffice-paths";
import { ErrorAlert } from "../../../ui/error-alert";
import { formatDateTime, journeyLabel, POLICY_STATUS_LABELS } from "../../../ui/format";
import { Ltr } from "../../../ui/isolated-value";
import { BackofficeList } from "../../../ui/list/backoffice-list";
import cells from "../../../ui/list/list-cells.module.css";
import type { ListColumn } from "../../../ui/list/list-types";
import { sponsorColumn } from "../../../ui/list/sponsor-column";
import { UnbrokenParts } from "../../../ui/list/unbroken-parts";
import { useListParams } from "../../../ui/list/use-list-params";
import { AnchorButton, Button, LinkButton } from "../../../ui/plain/button";
import { Chip, type ChipColor } from "../../../ui/plain/chip";
import { cx } from "../../../ui/plain/class-names";
import { RECEIPT_LONG_ICON, SUMMARIZE_ICON } from "../../../ui/plain/icon-paths";
import { policyExportHref, policyListQueryOptions } from "../api/list-policies";
import { RENEWAL_DETAILS_PATH, useStartRenewal } from "../api/start-renewal";
import { BackofficeNotFound } from "../backoffice-not-found";
import { useSoldBy } from "../sold-by";
import { POLICY_VIEW_WORDS } from "./policy-view-titles";

const ISSUED_WORDS = /*i18n*/ { id: "backoffice.policyListPage.issued", message: "Issued" };

/** The Material icon autorenew (its @mui/icons-material path). */
const AUTORENEW_ICON =
  "M12 6v3l4-4-4-4v3c-4.42 0-8 3.58-8 8 0 1.57.46 3.03 1.24 4.26L6.7 14.8c-.45-.83-.7-1.79-.7-2.8 0-3.31 2.69-6 6-6m6.76 1.74L17.3 9.2c.44.84.7 1.79.7 2.8 0 3.31-2.69 6-6 6v-3l-4 4 4 4v-3c4.42 0 8-3.58 8-8 0-1.57-.46-3.03-1.24-4.26";

/** The Material icon forward to inbox (its @mui/icons-material path). */
const FORWARD_TO_INBOX_ICON =
  "M20 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h9v-2H4V8l8 5 8-5v5h2V6c0-1.1-.9-2-2-2m-8 7L4 6h16zm7 4 4 4-4 4v-3h-4v-2h4z";

const STATUS_OPTIONS = Object.entries(POLICY_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const STATE_COLORS: Record<PolicyListState, ChipColor> = {
  due: "warning",
  expired: "error",
  renewed: "info",
  cancelled: "default",
  active: "success",
};

/** The policy's number, and its version once a change made one (the list shows the policy as it stands). */
function PolicyNumberCell({ row }: { row: PolicyListRow }) {
  const { t } = useText();
  return (
    <div className={cells.number}>
      <Ltr>{row.policyNo}</Ltr>
      {row.version > 1 && (
        <span className={cx(cells.below, cells.small)}>
          {t(
            /*i18n*/ {
              id: "backoffice.policyListPage.version",
              message: "Version {version}",
              values: { version: row.version },
            },
          )}
        </span>
      )}
    </div>
  );
}

/** The columns, named in the page's language (the shared list translates the English labels of lists not moved). */
const columnsOf = (t: Translate): ListColumn<PolicyListRow>[] => [
  {
    id: "number",
    label: t(/*i18n*/ { id: "backoffice.policyListPage.policyNumber", message: "Policy number" }),
    sort: "policy_no",
    render: (row) => <PolicyNumberCell row={row} />,
    hideOnCard: true,
  },
  sponsorColumn<PolicyListRow>(),
  {
    id: "status",
    label: t(/*i18n*/ { id: "backoffice.quotationListPage.status", message: "Status" }),
    sort: "status",
    render: (row) => (
      <>
        <Chip color={STATE_COLORS[row.state]} label={translateMessage(POLICY_STATE_LABELS[row.state])} />
        <span className={cx(cells.below, cells.spaced)}>{journeyLabel(row.journey)}</span>
      </>
    ),
  },
  {
    id: "cover",
    label: t(/*i18n*/ { id: "backoffice.policyListPage.cover", message: "Cover" }),
    sort: "end_date",
    render: (row) => (
      <UnbrokenParts parts={[formatDisplayDate(row.startDate), formatDisplayDate(row.endDate)]} separator=" – " />
    ),
  },
  {
    id: "total",
    label: t(/*i18n*/ { id: "backoffice.quotationListPage.total", message: "Total" }),
    sort: "total",
    firstDir: "desc",
    align: "right",
    render: (row) => <Ltr>{formatAed(row.totalFils)}</Ltr>,
  },
  {
    id: "issued",
    label: t(ISSUED_WORDS),
    sort: "issued_at",
    firstDir: "desc",
    render: (row) => <UnbrokenParts parts={formatDateTime(row.issuedAt).split(" ")} />,
  },
];

type PolicyListPageProps = {
  product: Product;
  /** Fixed by the route; without it the route's `:type` names the view (policies/{type}). */
  view?: PolicyView;
  /** Where a row opens: the Basic lists have detail routes of their own. */
  detailBase?: PolicyDetailBase;
  title?: string;
};

/** The partner's policies of one product and view (Policies, Pending Renewals, Renewed Policies, ALL). */
export function PolicyListPage({ view, ...props }: PolicyListPageProps) {
  const { t } = useText();
  const { type } = useParams();
  const routeView = view ?? (POLICY_VIEWS as readonly string[]).find((v) => v === type);
  if (!routeView) {
    return (
      <BackofficeNotFound
        title={t(/*i18n*/ { id: "backoffice.policyListPage.pageNotFound", message: "Page not found" })}
        message={t(
          /*i18n*/ {
            id: "backoffice.policyListPage.thereNoSuchList",
            message: "There is no such list of policies. Pick a list from the menu.",
          },
        )}
        back={{
          label: t(
            /*i18n*/ {
              id: "backoffice.policyListPage.allPolicies",
              message: "All {product} policies",
              values: { product: translateMessage(PRODUCT_LABELS[props.product]) },
            },
          ),
          to: policyListPath(props.product),
        }}
      />
    );
  }
  return <PolicyList {...props} view={routeView as PolicyView} />;
}

function PolicyList({ product, view, detailBase, title }: PolicyListPageProps & { view: PolicyView }) {
  const { t } = useText();
  const navigate = useNavigate();
  const params = useListParams(POLICY_LIST_QUERY, { product, view });
  const soldBy = useSoldBy<PolicyListRow>(params);
  const result = useQuery(policyListQueryOptions(params.query));
  const startRenewal = useStartRenewal();
  const label = translateMessage(PRODUCT_LABELS[product]);
  const noun = t(POLICY_VIEW_WORDS[view]);

  const rowActions = (row: PolicyListRow) => {
    const basic = row.product === "basic";
    const starting = startRenewal.isPending && startRenewal.variables === row.policyNo;
    return (
      <>
        <LinkButton
          variant="text"
          size="small"
          to={policyDetailPath(row.policyNo, detailBase)}
          aria-label={t(
            /*i18n*/ {
              id: "backoffice.policyListPage.openPolicy",
              message: "Open policy {policyNo}",
              values: { policyNo: row.policyNo },
            },
          )}
        >
          {t(/*i18n*/ { id: "backoffice.dashboardSection.open", message: "Open" })}
        </LinkButton>
        {basic && row.state === "due" && (
          <Button
            size="small"
            variant="contained"
            startIcon={AUTORENEW_ICON}
            loading={starting}
            loadingPosition="start"
            disabled={startRenewal.isPending && !starting}
            onClick={() => startRenewal.mutate(row.policyNo, { onSuccess: () => navigate(RENEWAL_DETAILS_PATH) })}
            aria-label={t(
              /*i18n*/ {
                id: "backoffice.policyListPage.startRenewalPolicy",
                message: "Start renewal of policy {policyNo}",
                values: { policyNo: row.policyNo },
              },
            )}
          >
            {t(/*i18n*/ { id: "backoffice.policyListPage.startRenewal", message: "Start renewal" })}
          </Button>
        )}
        {basic && row.state === "due" && (
          <Button
            variant="text"
            size="small"
            startIcon={FORWARD_TO_INBOX_ICON}
            onClick={() =>
              navigate(INVITATION_KINDS["basic-renewal"].path, {
                state: invitationPrefillOf({ ...row, number: row.policyNo }),
              })
            }
            aria-label={t(
              /*i18n*/ {
                id: "backoffice.policyListPage.inviteCustomerRenewPolicy",
                message: "Invite the customer to renew policy {policyNo}",
                values: { policyNo: row.policyNo },
              },
            )}
          >
            {t(/*i18n*/ { id: "backoffice.policyListPage.inviteRenew", message: "Invite to renew" })}
          </Button>
        )}
        {isJourneyProduct(row.product) && row.hasReceipt && (
          <>
            <AnchorButton
              variant="text"
              size="small"
              href={receiptHref(row.policyNo, { download: true })}
              download
              startIcon={RECEIPT_LONG_ICON}
              aria-label={t(
                /*i18n*/ {
                  id: "backoffice.policyListPage.downloadReceiptPolicy",
                  message: "Download the receipt of policy {policyNo}",
                  values: { policyNo: row.policyNo },
                },
              )}
            >
              {t(/*i18n*/ { id: "backoffice.policyListPage.receipt", message: "Receipt" })}
            </AnchorButton>
            <AnchorButton
              variant="text"
              size="small"
              href={scheduleHref(row.policyNo, { download: true })}
              download
              startIcon={SUMMARIZE_ICON}
              aria-label={t(
                /*i18n*/ {
                  id: "backoffice.policyListPage.downloadSchedulePolicy",
                  message: "Download the schedule of policy {policyNo}",
                  values: { policyNo: row.policyNo },
                },
              )}
            >
              {t(/*i18n*/ { id: "backoffice.policyListPage.schedule", message: "Schedule" })}
            </AnchorButton>
          </>
        )}
      </>
    );
  };

  const renewalError = startRenewal.error;
  return (
    <BackofficeList
      title={
        title ??
        t(
          /*i18n*/ {
            id: "backoffice.policyListPage.productList",
            message: "{product} {list}",
            values: { product: label, list: noun },
          },
        )
      }
      noun={noun}
      emptyMessage={
        view === "pending"
          ? t(
              /*i18n*/ {
                id: "backoffice.policyListPage.noPoliciesDueRenewal",
                message:
                  "No policies are due for renewal right now. Policies appear here from {days} days before they end.",
                values: {
                  days: RENEWAL_WINDOW_DAYS,
                },
              },
            )
          : t(
              /*i18n*/ {
                id: "backoffice.policyListPage.noYetPoliciesAppear",
                message: "No {product} {list} yet. Policies appear here once an application is paid.",
                values: {
                  product: label,
                  list: noun,
                },
              },
            )
      }
      searchHint={t(
        /*i18n*/ {
          id: "backoffice.policyListPage.policyNumberSponsorName",
          message: "Policy number, sponsor name, e-mail, mobile or a member's Emirates ID",
        },
      )}
      statusOptions={STATUS_OPTIONS}
      dateLabel={t(ISSUED_WORDS)}
      intro={soldBy.filter}
      columns={soldBy.column ? [...columnsOf(t), soldBy.column] : columnsOf(t)}
      rowKey={(row) => row.id}
      cardTitle={(row) => row.policyNo}
      rowActions={rowActions}
      params={params}
      result={result}
      exportHref={policyExportHref(params.query)}
      notice={
        renewalError && (
          <ErrorAlert>
            {t(
              /*i18n*/ {
                id: "backoffice.policyListPage.renewalCouldNotStarted",
                message: "The renewal could not be started.",
              },
            )}{" "}
            {renewalError instanceof ApiError
              ? renewalError.message
              : t(/*i18n*/ { id: "backoffice.policyListPage.pleaseTryAgain", message: "Please try again." })}
          </ErrorAlert>
        )
      }
    />
  );
}
