import type { QuotationListRow } from "@pp/domain";
import {
  formatAed,
  journeyStepLabel,
  PRODUCT_LABELS,
  type Product,
  QUOTATION_STATUS_LABELS,
  type QuotationListQuery,
  quotationListQuerySchema,
} from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { msg } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
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

const STATUS_OPTIONS = Object.entries(QUOTATION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

const COLUMNS: ListColumn<QuotationListRow>[] = [
  {
    id: "number",
    label: msg("Quotation number"),
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
    label: msg("Status"),
    sort: "status",
    render: (row) => <Chip label={quotationStatusLabel(row.status)} />,
  },
  {
    id: "total",
    label: msg("Total"),
    sort: "total",
    firstDir: "desc",
    align: "right",
    render: (row) => <Ltr>{formatAed(row.totalFils)}</Ltr>,
  },
  {
    id: "created",
    label: msg("Created"),
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
  const params = useListParams(quotationListQuerySchema as z.ZodType<QuotationListQuery>, { product });
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
          aria-label={t("Open quotation {quotationNo}", { quotationNo: row.quotationNo })}
        >
          {t("Open")}
        </LinkButton>
        {resumable && resumer && (
          <Button
            size="small"
            variant="contained"
            startIcon={ICON_PATHS.playArrow}
            onClick={() => navigate(resumer.resume(row))}
            aria-label={
              step
                ? t("Resume quotation {number} at {step}", { number: row.quotationNo, step })
                : t("Resume quotation {number}", { number: row.quotationNo })
            }
            title={step ? t("Continue at {step}", { step }) : undefined}
          >
            {t("Resume")}
          </Button>
        )}
      </>
    );
  };

  return (
    <BackofficeList
      title={t("{label} quotations", { label })}
      noun={t("quotations")}
      emptyMessage={t("No {label} quotations yet. Start a new application from the menu.", { label })}
      searchHint={t("Quotation number, sponsor name, e-mail, mobile or Emirates ID")}
      statusOptions={STATUS_OPTIONS}
      dateLabel={t("Created")}
      intro={soldBy.filter}
      columns={soldBy.column ? [...COLUMNS, soldBy.column] : COLUMNS}
      rowKey={(row) => row.id}
      cardTitle={(row) => row.quotationNo}
      rowActions={rowActions}
      params={params}
      result={result}
      exportHref={quotationExportHref(params.query)}
    />
  );
}
