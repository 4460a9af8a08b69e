import { CENSUS_ACCEPT, CENSUS_MAX_ROWS, type Planfor } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { ApiError } from "../../../../api/client";
import { useText } from "../../../../i18n/use-text";
import { ErrorAlert } from "../../../../ui/error-alert";
import { FilePickerFrame } from "../../../../ui/file-picker-frame";
import { Alert } from "../../../../ui/plain/alert";
import { AnchorButton, Button } from "../../../../ui/plain/button";
import { cx } from "../../../../ui/plain/class-names";
import { ICON_PATHS } from "../../../../ui/plain/icons";
import text from "../../../../ui/plain/typography.module.css";
import { useToday } from "../../../../ui/use-today";
import { CENSUS_TEMPLATE_PATHS, readCensus, useAddMembers } from "../../api/census";
import { MemberDialog } from "../lazy-member-dialogs";
import styles from "../member-details.module.css";
import { CensusRowsToFix } from "./census-rows-to-fix";
import { type CensusState, type CheckedRow, fixRow, loadCensus, saveCensus, withoutRows } from "./census-state";
import { loadCensusChecks, useCensusChecks } from "./use-census-checks";

/**
 * Step 2 for a company: many members from one spreadsheet. The file is read by the server, each row checked here with
 * the member form's rules; the rows to fix are fixed in the member form, the others wait, and the ready ones are added
 * in one go, priced by the server. The census survives a reload until its rows are added or it is put aside. The
 * checks (the member form's schemas, and zod) load once a census is there to check, after the page has painted.
 */
export function CensusPanel({ quotationId, planfor }: { quotationId: number; planfor: Planfor }) {
  const { t } = useText();
  const today = useToday();
  const headingId = useId();
  const [census, setCensusState] = useState(() => loadCensus(quotationId));
  const [added, setAdded] = useState<number | null>(null);
  const [fixing, setFixing] = useState<CheckedRow | null>(null);
  // A census whose rows were all added is over.
  const setCensus = (next: CensusState | null) => {
    const open = next && next.rows.length > 0 ? next : null;
    saveCensus(quotationId, open);
    setCensusState(open);
  };
  // The file's rows and the checks arrive together: a file is never held waiting for code that failed to load.
  const read = useMutation({
    mutationFn: async (file: File) => {
      const [rows, checks] = await Promise.all([readCensus(file), loadCensusChecks()]);
      return checks.censusFromFile(file.name, rows, planfor, today);
    },
  });
  const add = useAddMembers(quotationId);
  const { checks, failed: checksFailed, retry: retryChecks } = useCensusChecks(census !== null);
  const checking = census !== null && checks === null;
  const checked = useMemo(
    () => (census && checks ? checks.checkRows(census, planfor, today) : []),
    [census, checks, planfor, today],
  );
  const ready = checked.flatMap((r) => (r.ready ? [r] : []));
  const toFix = checked.filter((r) => !r.ready);

  const choose = (file: File) => {
    setAdded(null);
    read.mutate(file, { onSuccess: setCensus });
  };
  const addReady = () => {
    if (!census) return;
    add.mutate(
      ready.map((r) => r.entry),
      {
        onSuccess: () => {
          setAdded(ready.length);
          setCensus(withoutRows(census, new Set(ready.map((r) => r.row))));
        },
      },
    );
  };

  const readError =
    read.error instanceof ApiError
      ? read.error.message
      : read.error
        ? t(
            /*i18n*/ {
              id: "quotation.censusPanel.fileCouldNotSent",
              message: "The file could not be sent. Check your connection and choose it again.",
            },
          )
        : null;
  const addError =
    add.error instanceof ApiError
      ? add.error.message
      : add.error
        ? t(
            /*i18n*/ {
              id: "quotation.censusPanel.membersCouldNotAdded",
              message: "The members could not be added. Please try again.",
            },
          )
        : null;

  return (
    <section aria-labelledby={headingId} className={styles.census}>
      <h3 id={headingId} className={cx(text.h3, styles.censusTitle)}>
        {t(/*i18n*/ { id: "quotation.censusPanel.addManyMembersCensus", message: "Add many members from a census" })}
      </h3>
      <p className={cx(text.body2, text.secondary, styles.censusLead)}>
        {t(
          /*i18n*/ {
            id: "quotation.censusPanel.downloadTemplateFillOne",
            message:
              "Download the template, fill in one member a row and upload it as CSV or Excel (.xlsx), at most {count} rows. Each row is checked with the member form's rules; rows to fix are fixed here, the others are kept.",
            values: { count: CENSUS_MAX_ROWS },
          },
        )}
      </p>
      <div className={styles.buttons}>
        <AnchorButton variant="text" href={CENSUS_TEMPLATE_PATHS.xlsx} download startIcon={ICON_PATHS.download}>
          {t(/*i18n*/ { id: "quotation.censusPanel.excelTemplate", message: "Excel template" })}
        </AnchorButton>
        <AnchorButton variant="text" href={CENSUS_TEMPLATE_PATHS.csv} download startIcon={ICON_PATHS.download}>
          {t(/*i18n*/ { id: "quotation.censusPanel.csvTemplate", message: "CSV template" })}
        </AnchorButton>
      </div>
      <FilePickerFrame
        label={t(/*i18n*/ { id: "quotation.censusPanel.censusFile", message: "Census file" })}
        accept={CENSUS_ACCEPT}
        liveStatus
        status={
          read.isPending
            ? t(/*i18n*/ { id: "quotation.censusPanel.readingFile", message: "Reading the file…" })
            : checking && !checksFailed
              ? t(/*i18n*/ { id: "quotation.censusPanel.checkingRows", message: "Checking the rows…" })
              : census
                ? t(
                    /*i18n*/ {
                      id: "quotation.censusPanel.rowsReadyAdd",
                      message: "{file}: {ready} of {total} rows ready to add.",
                      values: {
                        file: census.fileName,
                        ready: ready.length,
                        total: census.rows.length,
                      },
                    },
                  )
                : added !== null
                  ? t(
                      /*i18n*/ {
                        id: "quotation.censusPanel.membersWereAddedCensus",
                        message: "{count} members were added from the census.",
                        values: { count: added },
                      },
                    )
                  : t(
                      /*i18n*/ {
                        id: "quotation.censusPanel.csvExcelXlsxMost",
                        message: "CSV or Excel (.xlsx), at most {count} rows.",
                        values: { count: CENSUS_MAX_ROWS },
                      },
                    )
        }
        error={readError}
        buttonText={
          census
            ? t(/*i18n*/ { id: "quotation.censusPanel.uploadAnotherCensus", message: "Upload another census" })
            : t(/*i18n*/ { id: "quotation.censusPanel.uploadCensus", message: "Upload a census" })
        }
        disabled={read.isPending || add.isPending}
        onFile={choose}
      />
      {census && checksFailed && (
        <div className={styles.spaced}>
          <ErrorAlert onRetry={retryChecks}>
            {t(
              /*i18n*/ {
                id: "quotation.censusPanel.rowsCouldNotBeChecked",
                message: "The census's rows could not be checked. Check your connection and try again.",
              },
            )}
          </ErrorAlert>
        </div>
      )}
      {census && (
        <>
          {toFix.length > 0 && <CensusRowsToFix rows={toFix} onFix={setFixing} />}
          {addError && (
            <div className={styles.spaced}>
              <ErrorAlert onRetry={addReady}>{addError}</ErrorAlert>
            </div>
          )}
          {ready.length > 0 && toFix.length > 0 && (
            <Alert severity="info" className={styles.spaced}>
              {t(
                /*i18n*/ {
                  id: "quotation.censusPanel.rowsFixStayHere",
                  message: "The rows to fix stay here after the others are added; fix them and add them next.",
                },
              )}
            </Alert>
          )}
          <div className={cx(styles.buttons, styles.after)}>
            <Button disabled={ready.length === 0} loading={add.isPending} onClick={addReady}>
              {t(
                /*i18n*/ {
                  id: "quotation.censusPanel.addMembers",
                  message: "Add {count} members",
                  values: { count: ready.length },
                },
              )}
            </Button>
            <Button variant="text" disabled={add.isPending} onClick={() => setCensus(null)}>
              {t(/*i18n*/ { id: "quotation.censusPanel.putCensusAside", message: "Put the census aside" })}
            </Button>
          </div>
        </>
      )}
      {fixing && census && (
        <MemberDialog
          quotationId={quotationId}
          planfor={planfor}
          member={null}
          fix={{
            row: fixing.row,
            values: fixing.member,
            problems: fixing.ready ? {} : fixing.problems,
            onFixed: (values) => setCensus(fixRow(census, fixing.row, values)),
          }}
          onClose={() => setFixing(null)}
        />
      )}
    </section>
  );
}
