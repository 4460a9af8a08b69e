import type { GetDashboardResponse } from "@pp/domain";
import { formatAed, LATEST_QUOTATIONS_SHOWN, PRODUCT_LABELS } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { quotationDetailPath } from "../../../paths/backoffice-paths";
import { usePartner } from "../../../shell/partner-context";
import { ErrorAlert } from "../../../ui/error-alert";
import { formatDateTime, quotationStatusLabel } from "../../../ui/format";
import { Ltr, Name } from "../../../ui/isolated-value";
import { Link as RouterLink } from "../../../ui/link";
import { Button, LinkButton } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import { ICON_PATHS } from "../../../ui/plain/icons";
import text from "../../../ui/plain/typography.module.css";
import type { QuotationResumer } from "../../../ui/quotation-resumer";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { dashboardQueryOptions } from "../api/get-dashboard";
import styles from "./dashboard-section.module.css";

const LOADING_WORDS = /*i18n*/ { id: "home.dashboard.loading", message: "Loading" };

const PENDING_RENEWALS_PATH = "/policiePendingRenewals/pending";

/**
 * The home page's dashboard: quotations in progress, this month's policies and premium, renewals due in the next
 * 30 days, and the latest quotations with a way to continue the unfinished ones. Plain elements, like the home page.
 */
export function DashboardSection({ resumer }: { resumer?: QuotationResumer }) {
  const { t } = useText();
  const dashboard = useQuery(dashboardQueryOptions());
  return (
    <section aria-labelledby="dashboard-heading" className={styles.section}>
      <h2 id="dashboard-heading" className={cx(text.h2, styles.heading)}>
        {t(/*i18n*/ { id: "home.dashboard.glance", message: "At a glance" })}
      </h2>
      {dashboard.isError ? (
        <ErrorAlert onRetry={() => void dashboard.refetch()}>
          {t(
            /*i18n*/ {
              id: "home.dashboard.figuresCouldNotLoaded",
              message: "Your figures could not be loaded.",
            },
          )}{" "}
          {dashboard.error instanceof ApiError
            ? dashboard.error.message
            : t(/*i18n*/ { id: "home.dashboard.pleaseTryAgain", message: "Please try again." })}
        </ErrorAlert>
      ) : (
        <>
          <Figures dashboard={dashboard.data} />
          <LatestQuotations dashboard={dashboard.data} resumer={resumer} />
        </>
      )}
    </section>
  );
}

function Figures({ dashboard }: { dashboard: GetDashboardResponse | undefined }) {
  const { t } = useText();
  const partner = usePartner();
  const figure = (value: (d: GetDashboardResponse) => string | number) =>
    dashboard ? (
      value(dashboard)
    ) : (
      // A span may not carry aria-label (axe: aria-prohibited-attr): the bar is hidden, the word is read.
      <>
        <span className={text.placeholder} style={{ width: 80 }} aria-hidden="true" />
        <VisuallyHidden>{t(LOADING_WORDS)}</VisuallyHidden>
      </>
    );
  return (
    <dl aria-busy={!dashboard} className={styles.figures}>
      <Figure
        label={t(/*i18n*/ { id: "home.dashboard.quotationsProgress", message: "Quotations in progress" })}
        value={figure((d) => d.quotationsInProgress)}
      />
      <Figure
        label={t(/*i18n*/ { id: "home.dashboard.policiesIssuedMonth", message: "Policies issued this month" })}
        value={figure((d) => d.policiesThisMonth)}
      />
      <Figure
        label={t(/*i18n*/ { id: "home.dashboard.premiumWrittenMonth", message: "Premium written this month" })}
        value={figure((d) => formatAed(d.premiumThisMonthFils))}
      />
      <Figure
        label={t(/*i18n*/ { id: "home.dashboard.renewalsDueNext30", message: "Renewals due in the next 30 days" })}
        value={figure((d) => d.renewalsDueIn30Days)}
        link={
          partner.basic_allowed ? (
            <RouterLink to={PENDING_RENEWALS_PATH} className={text.link}>
              {t(/*i18n*/ { id: "home.dashboard.seePendingRenewals", message: "See pending renewals" })}
            </RouterLink>
          ) : undefined
        }
      />
    </dl>
  );
}

function Figure({ label, value, link }: { label: string; value: ReactNode; link?: ReactNode }) {
  return (
    <div className={cx(styles.paper, styles.figure)}>
      <dt className={cx(text.body2, text.secondary)}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {link && <dd className={text.body2}>{link}</dd>}
    </div>
  );
}

function LatestQuotations({
  dashboard,
  resumer,
}: {
  dashboard: GetDashboardResponse | undefined;
  resumer?: QuotationResumer;
}) {
  const { t } = useText();
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="latest-quotations-heading"
      aria-busy={!dashboard}
      className={cx(styles.paper, styles.latest)}
    >
      <h3 id="latest-quotations-heading" className={text.h3}>
        {t(/*i18n*/ { id: "home.dashboard.latestQuotations", message: "Latest quotations" })}
      </h3>
      {!dashboard ? (
        <LoadingRows />
      ) : dashboard.latestQuotations.length === 0 ? (
        <p className={cx(text.body1, text.secondary, styles.empty)}>
          {t(
            /*i18n*/ {
              id: "home.dashboard.noQuotationsYetStart",
              message: "No quotations yet. Start a new application below or from the menu.",
            },
          )}
        </p>
      ) : (
        <ul className={styles.list}>
          {dashboard.latestQuotations.map((q) => {
            const resumable = resumer?.canResume(q) ?? false;
            return (
              <li key={q.id} className={styles.row}>
                <div className={styles.what}>
                  <p className={cx(text.body1, styles.title)}>
                    <Ltr>{q.quotationNo}</Ltr> · <Name>{q.sponsorName}</Name>
                  </p>
                  <div className={styles.facts}>
                    <span className={cx(styles.chip, styles.primary)}>
                      {translateMessage(PRODUCT_LABELS[q.product])}
                    </span>
                    <span className={cx(styles.chip, styles.outlined)}>{quotationStatusLabel(q.status)}</span>
                    <span className={cx(text.body2, text.secondary)}>
                      <Ltr>{formatDateTime(q.createdAt)}</Ltr>
                    </span>
                  </div>
                </div>
                <div className={styles.actions}>
                  <LinkButton
                    variant="text"
                    size="small"
                    to={quotationDetailPath(q.product, q.quotationNo)}
                    aria-label={t(
                      /*i18n*/ {
                        id: "home.dashboard.openQuotation",
                        message: "Open quotation {quotationNo}",
                        values: { quotationNo: q.quotationNo },
                      },
                    )}
                  >
                    {t(/*i18n*/ { id: "home.dashboard.open", message: "Open" })}
                  </LinkButton>
                  {resumable && resumer && (
                    <Button
                      size="small"
                      onClick={() => navigate(resumer.resume(q))}
                      aria-label={t(
                        /*i18n*/ {
                          id: "home.dashboard.resumeQuotation",
                          message: "Resume quotation {quotationNo}",
                          values: { quotationNo: q.quotationNo },
                        },
                      )}
                      startIcon={ICON_PATHS.playArrow}
                    >
                      {t(/*i18n*/ { id: "home.dashboard.resume", message: "Resume" })}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * Rows the size of the quotations' rows, as many as the dashboard sends at most, while they load: the product cards
 * below do not jump down when the quotations arrive.
 */
function LoadingRows() {
  const { t } = useText();
  return (
    <>
      <VisuallyHidden>{t(LOADING_WORDS)}</VisuallyHidden>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: LATEST_QUOTATIONS_SHOWN }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
          <li key={i} className={styles.row}>
            <div className={styles.what}>
              <p className={cx(text.body1, styles.title)}>
                <span className={text.placeholder} style={{ width: "60%" }} />
              </p>
              <div className={styles.facts}>
                <span className={cx(styles.chip, styles.skeletonChip)} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
