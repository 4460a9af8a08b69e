import type { QuotationListRow } from "@pp/domain";
import {
  formatAed,
  journeyStepLabel,
  PRODUCT_LABELS,
  type Product,
  QUOTATION_LIST_QUERY,
  QUOTATION_STATUS_LABELS,
} from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { type Translate, useText } from "../../../i18n/use-text";
import { quotationDetailPath } from "../../../paths/backoffice-paths";
import { formatDateTime, quotationStatusLabel } from "../../../ui/format";
import { Ltr } from "../../../ui/isolated-value";
import { BackofficeList } from "../../../ui/list/backoffice-list";
import cells from "../../../ui/list/list-cells.module.css";
import type { ListColumn } from "../../../ui/list/list-types";
import { sponsorColumn } from "../../../ui/list/sponsor-column";
import { UnbrokenParts } from "../../../ui/list/unbroken-parts";
import { useListParams } from "../../../ui/list/use-list-params";
import { Button, LinkButton } from "../../../ui/plain/button";
import { Chip } from "../../../ui/plain/chip";
import { ICON_PATHS } from "../../../ui/plain/icons";
import type { QuotationResumer } from "../../../ui/quotation-resumer";
import { quotationExportHref, quotationListQueryOptions } from "../api/list-quotations";
import { useSoldBy } from "../sold-by";

const CREATED_WORDS = /*i18n*/ { id: "backoffice.quotationListPage.created", message: "Created" };

const STATUS_OPTIONS = Object.entries(QUOTATION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** The columns, named in the page's language (the shared list translates the English labels of lists not moved). */
const columnsOf = (t: Translate): ListColumn<QuotationListRow>[] => [
  {
    id: "number",
    label: t(/*i18n*/ { id: "backoffice.quotationListPage.quotationNumber", message: "Quotation number" }),
    sort: "quotation_no",
    render: (row) => (
      <span className={cells.number}>
        <Ltr>{row.quotationNo}</Ltr>
      </span>
    ),
    hideOnCard: true,
  },
  sponsorColumn<QuotationListRow>(),
  {
    id: "status",
    label: t(/*i18n*/ { id: "backoffice.quotationListPage.status", message: "Status" }),
    sort: "status",
    render: (row) => <Chip label={quotationStatusLabel(row.status)} />,
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
    id: "created",
    label: t(CREATED_WORDS),
    sort: "created_at",
    firstDir: "desc",
    render: (row) => <UnbrokenParts parts={formatDateTime(row.createdAt).split(" ")} />,
  },
];

type QuotationListPageProps = {
  product: Product;
  /** Given by the route: continues an unfinished quotation in the wizard. */
  resumer?: QuotationResumer;
};

/** The partner's quotations of one product (/quotation, /quotationbasic, /quotation-pa, /quotation-tp). */
export function QuotationListPage({ product, resumer }: QuotationListPageProps) {
  const { t } = useText();
  const navigate = useNavigate();
  const params = useListParams(QUOTATION_LIST_QUERY, { product });
  const soldBy = useSoldBy<QuotationListRow>(params);
  const result = useQuery(quotationListQueryOptions(params.query));
  const label = PRODUCT_LABELS[product];

  const rowActions = (row: QuotationListRow) => {
    const resumable = resumer?.canResume(row) ?? false;
    const step = journeyStepLabel(row.product, row.lastVisitedPage);
    return (
      <>
        <LinkButton
          variant="text"
          size="small"
          to={quotationDetailPath(row.product, row.quotationNo)}
          aria-label={t(
            /*i18n*/ {
              id: "backoffice.dashboardSection.openQuotation",
              message: "Open quotation {quotationNo}",
              values: { quotationNo: row.quotationNo },
            },
          )}
        >
          {t(/*i18n*/ { id: "backoffice.dashboardSection.open", message: "Open" })}
        </LinkButton>
        {resumable && resumer && (
          <Button
            size="small"
            variant="contained"
            startIcon={ICON_PATHS.playArrow}
            onClick={() => navigate(resumer.resume(row))}
            aria-label={
              step
                ? t(
                    /*i18n*/ {
                      id: "backoffice.quotationListPage.resumeQuotationAtStep",
                      message: "Resume quotation {number} at {step}",
                      values: { number: row.quotationNo, step },
                    },
                  )
                : t(
                    /*i18n*/ {
                      id: "backoffice.quotationListPage.resumeQuotation",
                      message: "Resume quotation {number}",
                      values: { number: row.quotationNo },
                    },
                  )
            }
            title={
              step
                ? t(
                    /*i18n*/ {
                      id: "backoffice.quotationListPage.continue",
                      message: "Continue at {step}",
                      values: { step },
                    },
                  )
                : undefined
            }
          >
            {t(/*i18n*/ { id: "backoffice.quotationListPage.resume", message: "Resume" })}
          </Button>
        )}
      </>
    );
  };

  return (
    <BackofficeList
      title={t(
        /*i18n*/ {
          id: "backoffice.quotationListPage.productQuotations",
          message: "{label} quotations",
          values: { label },
        },
      )}
      noun={t(/*i18n*/ { id: "backoffice.quotationListPage.quotations", message: "quotations" })}
      emptyMessage={t(
        /*i18n*/ {
          id: "backoffice.quotationListPage.noQuotationsYetStart",
          message: "No {label} quotations yet. Start a new application from the menu.",
          values: { label },
        },
      )}
      searchHint={t(
        /*i18n*/ {
          id: "backoffice.quotationListPage.quotationNumberSponsorName",
          message: "Quotation number, sponsor name, e-mail, mobile or Emirates ID",
        },
      )}
      statusOptions={STATUS_OPTIONS}
      dateLabel={t(CREATED_WORDS)}
      intro={soldBy.filter}
      columns={soldBy.column ? [...columnsOf(t), soldBy.column] : columnsOf(t)}
      rowKey={(row) => row.id}
      cardTitle={(row) => row.quotationNo}
      rowActions={rowActions}
      params={params}
      result={result}
      exportHref={quotationExportHref(params.query)}
    />
  );
}
