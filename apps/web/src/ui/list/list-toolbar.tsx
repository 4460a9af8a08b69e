import DownloadIcon from "@mui/icons-material/Download";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { SEARCH_MAX_LENGTH } from "@pp/domain";
import { useEffect, useRef, useState } from "react";
import { useText } from "../../i18n/use-text";
import type { SelectOption } from "../form-select-field";
import { DateFilter } from "./date-filter";
import type { ListParams } from "./use-list-params";

const SEARCH_DELAY_MS = 400;

type SortOption = { value: string; label: string };

type ListToolbarProps = {
  params: ListParams;
  searchHint: string;
  statusOptions: readonly SelectOption[];
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
    <Box sx={{ display: "grid", gap: 2, mb: 2 }}>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "minmax(260px, 2fr) 1fr 1fr 1fr" },
          alignItems: "start",
        }}
      >
        <SearchBox value={query.q ?? ""} hint={searchHint} onSearch={(q) => update({ q }, { replace: true })} />
        <TextField
          select
          size="small"
          label={t("Status")}
          value={query.status ?? ""}
          onChange={(event) => update({ status: event.target.value || undefined })}
          // Without these an unfiltered list shows an empty box instead of saying it shows every status.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t("All statuses")}</MenuItem>
          {statusOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <DateFilter
          label={t("{dateLabel} from", { dateLabel })}
          value={query.from}
          maxDate={query.to}
          onChange={(from) => update({ from })}
        />
        <DateFilter
          label={t("{dateLabel} to", { dateLabel })}
          value={query.to}
          minDate={query.from}
          onChange={(to) => update({ to })}
        />
      </Box>
      {sortOptions && (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "1fr 1fr" }}>
          <TextField
            select
            size="small"
            label={t("Sort by")}
            value={query.sort}
            onChange={(event) => update({ sort: event.target.value })}
          >
            {sortOptions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t("Order")}
            value={query.dir}
            onChange={(event) => update({ dir: event.target.value })}
          >
            <MenuItem value="asc">{t("Ascending")}</MenuItem>
            <MenuItem value="desc">{t("Descending")}</MenuItem>
          </TextField>
        </Box>
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, justifyContent: "flex-end" }}>
        {hasFilters && <Button onClick={clearFilters}>{t("Clear filters")}</Button>}
        {exportHref && (
          <Button
            variant="outlined"
            component="a"
            href={exportHref}
            download
            startIcon={<DownloadIcon aria-hidden="true" />}
          >
            {t("Export CSV")}
          </Button>
        )}
      </Box>
    </Box>
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
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        commit(text);
      }}
    >
      <TextField
        size="small"
        fullWidth
        type="search"
        label={t("Search")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={hint}
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
