import { SEARCH_MAX_LENGTH } from "@pp/domain";
import { useEffect, useRef, useState } from "react";
import { useText } from "../../i18n/use-text";
import { AnchorButton, Button } from "../plain/button";
import { ICON_PATHS } from "../plain/icons";
import { SelectField, type SelectOption } from "../plain/select-field";
import { SvgIcon } from "../plain/svg-icon";
import { TextField } from "../plain/text-field";
import { DateFilter } from "./date-filter";
import styles from "./list-toolbar.module.css";
import type { ListParams } from "./use-list-params";

/** The Material icon download (its @mui/icons-material path). */
const DOWNLOAD_ICON = "M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z";

const SEARCH_DELAY_MS = 400;

type SortOption = { value: string; label: string };

type ListToolbarProps = {
  params: ListParams;
  searchHint: string;
  statusOptions: readonly SelectOption<string>[];
  /** "Created" or "Issued": what the date range filters on. */
  dateLabel: string;
  /** Shown on phones, where there are no column headers to click. */
  sortOptions?: readonly SortOption[] | undefined;
  /** Lists without a CSV export leave it out. */
  exportHref?: string | undefined;
};

/** Search (debounced), status, date range, sorting on phones, "Clear filters" and "Export CSV". */
export function ListToolbar({
  params,
  searchHint,
  statusOptions,
  dateLabel,
  sortOptions,
  exportHref,
}: ListToolbarProps) {
  const { t } = useText();
  const { query, update, hasFilters, clearFilters } = params;

  return (
    <div className={styles.toolbar}>
      <div className={styles.filters}>
        <SearchBox value={query.q ?? ""} hint={searchHint} onSearch={(q) => update({ q }, { replace: true })} />
        <SelectField
          name="status"
          size="small"
          label={t(/*i18n*/ { id: "ui.listToolbar.status", message: "Status" })}
          value={query.status ?? ""}
          onChange={(status) => update({ status: status || undefined })}
          problem={undefined}
          // The first choice says that an unfiltered list shows every status.
          options={[
            { value: "", label: t(/*i18n*/ { id: "ui.listToolbar.allStatuses", message: "All statuses" }) },
            ...statusOptions,
          ]}
        />
        <DateFilter
          label={t(/*i18n*/ { id: "ui.listToolbar.from", message: "{dateLabel} from", values: { dateLabel } })}
          value={query.from}
          maxDate={query.to}
          onChange={(from) => update({ from })}
        />
        <DateFilter
          label={t(/*i18n*/ { id: "ui.listToolbar.to", message: "{dateLabel} to", values: { dateLabel } })}
          value={query.to}
          minDate={query.from}
          onChange={(to) => update({ to })}
        />
      </div>
      {sortOptions && (
        <div className={styles.sorting}>
          <SelectField
            name="sort"
            size="small"
            label={t(/*i18n*/ { id: "ui.listToolbar.sort", message: "Sort by" })}
            value={query.sort}
            onChange={(sort) => update({ sort })}
            problem={undefined}
            options={sortOptions}
          />
          <SelectField
            name="dir"
            size="small"
            label={t(/*i18n*/ { id: "ui.listToolbar.order", message: "Order" })}
            value={query.dir}
            onChange={(dir) => update({ dir })}
            problem={undefined}
            options={[
              { value: "asc", label: t(/*i18n*/ { id: "ui.listToolbar.ascending", message: "Ascending" }) },
              { value: "desc", label: t(/*i18n*/ { id: "ui.listToolbar.descending", message: "Descending" }) },
            ]}
          />
        </div>
      )}
      <div className={styles.actions}>
        {hasFilters && (
          <Button variant="text" onClick={clearFilters}>
            {t(/*i18n*/ { id: "ui.backofficeList.clearFilters", message: "Clear filters" })}
          </Button>
        )}
        {exportHref && (
          <AnchorButton variant="outlined" href={exportHref} download startIcon={DOWNLOAD_ICON}>
            {t(/*i18n*/ { id: "ui.listToolbar.exportCsv", message: "Export CSV" })}
          </AnchorButton>
        )}
      </div>
    </div>
  );
}

/**
 * The search box: the list follows the text once typing pauses (or on Enter), and the box follows the address when
 * it changes from elsewhere (back button, "Clear filters").
 */
function SearchBox({ value, hint, onSearch }: { value: string; hint: string; onSearch: (q: string) => void }) {
  const { t } = useText();
  const [text, setText] = useState(value);
  const committed = useRef(value);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  const commit = (next: string) => {
    const q = next.trim();
    if (q === committed.current) return;
    committed.current = q;
    onSearch(q);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the text restarts the pause.
  useEffect(() => {
    const timer = setTimeout(() => commit(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the older phones partners use; the role says the same everywhere.
    <form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        commit(text);
      }}
    >
      <TextField
        name="q"
        size="small"
        type="search"
        label={t(/*i18n*/ { id: "ui.listToolbar.search", message: "Search" })}
        value={text}
        onChange={setText}
        problem={undefined}
        helperText={hint}
        maxLength={SEARCH_MAX_LENGTH}
        startAdornment={<SvgIcon path={ICON_PATHS.search} />}
      />
    </form>
  );
}
