import CloseIcon from "@mui/icons-material/Close";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import ClickAwayListener from "@mui/material/ClickAwayListener";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Paper from "@mui/material/Paper";
import Popper from "@mui/material/Popper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { RECORD_SEARCH_MIN_LENGTH, type RecordSearchResponse } from "@pp/domain";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { msg, translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import type { QuotationResumer } from "../../ui/quotation-resumer";
import { recordSearchQueryOptions } from "./api/search-records";
import { PolicyHitRow, QuotationHitRow } from "./search-hits";

/** A pause in typing before the search runs: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;

const TOP_BAR_SEARCH_LABEL = msg("Search policies and quotations");

type TopBarSearchProps = { resumer: QuotationResumer };

/**
 * One box in the top bar for a policy or quotation number, a sponsor's or member's name, an Emirates ID or a mobile,
 * across every product; each result offers its actions where it stands. On a phone it folds into a button.
 */
export function TopBarSearch({ resumer }: TopBarSearchProps) {
  const { t } = useText();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const resultsId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const searching = q.length >= RECORD_SEARCH_MIN_LENGTH;
  const result = useQuery({ ...recordSearchQueryOptions(q), enabled: searching });
  const leave = () => {
    setOpen(false);
    setExpanded(false);
  };

  return (
    <>
      <IconButton
        aria-label={translateMessage(TOP_BAR_SEARCH_LABEL)}
        onClick={() => {
          setExpanded(true);
          setTimeout(() => input.current?.focus(), 0);
        }}
        sx={{ display: { xs: expanded ? "none" : "inline-flex", sm: "none" } }}
      >
        <SearchIcon />
      </IconButton>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Box
          ref={anchor}
          role="search"
          sx={{
            display: { xs: expanded ? "block" : "none", sm: "block" },
            // On a phone the open box covers the bar; from a tablet up it sits between the logo and the menu.
            position: { xs: "absolute", sm: "static" },
            insetInline: { xs: 8, sm: "auto" },
            zIndex: 1,
            bgcolor: "background.paper",
            width: { sm: 300, md: 380 },
            mx: { sm: 2 },
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              leave();
              input.current?.blur();
            }
          }}
        >
          <TextField
            size="small"
            fullWidth
            type="search"
            placeholder={t("Policy, quotation, name, Emirates ID, mobile")}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            slotProps={{
              htmlInput: {
                ref: input,
                "aria-label": translateMessage(TOP_BAR_SEARCH_LABEL),
                "aria-controls": open && searching ? resultsId : undefined,
                maxLength: 100,
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" aria-hidden="true" />
                  </InputAdornment>
                ),
                endAdornment: expanded ? (
                  <InputAdornment position="end">
                    <IconButton size="small" aria-label={t("Close search")} onClick={leave} edge="end">
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
          <Popper
            open={open && searching}
            anchorEl={anchor.current}
            placement="bottom-start"
            sx={{ zIndex: (t) => t.zIndex.modal, width: { xs: "calc(100vw - 16px)", sm: 440 } }}
          >
            <Paper
              id={resultsId}
              elevation={8}
              aria-label={t("Search results")}
              role="region"
              sx={{ maxHeight: "70vh", overflowY: "auto", mt: 0.5 }}
            >
              <SearchResults q={q} result={result} resumer={resumer} onLeave={leave} />
            </Paper>
          </Popper>
        </Box>
      </ClickAwayListener>
    </>
  );
}

type SearchResultsProps = {
  q: string;
  result: UseQueryResult<RecordSearchResponse>;
  resumer: QuotationResumer;
  onLeave: () => void;
};

function SearchResults({ q, result, resumer, onLeave }: SearchResultsProps) {
  const { t } = useText();
  const note = (text: string, role: "status" | "alert" = "status") => (
    <Typography variant="body2" role={role} sx={{ p: 2 }} color={role === "alert" ? "error" : "text.secondary"}>
      {text}
    </Typography>
  );
  if (result.isError) return note(`${result.error.message} ${t("Change the search or try again.")}`, "alert");
  if (!result.data) return note(t("Searching…"));
  const { quotations, policies, more } = result.data;
  if (quotations.length + policies.length === 0) {
    return note(
      t('Nothing of yours matches "{q}". Try a policy or quotation number, a name or an Emirates ID.', { q }),
    );
  }
  return (
    <>
      <Typography variant="body2" role="status" sx={{ px: 2, pt: 1.5, pb: 1 }} color="text.secondary">
        {more
          ? t("More records match: showing the newest. Type more to narrow the search.")
          : t("{count} found", { count: quotations.length + policies.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {policies.map((hit) => (
          <PolicyHitRow key={`p${hit.id}`} hit={hit} onLeave={onLeave} />
        ))}
        {quotations.map((hit) => (
          <QuotationHitRow key={`q${hit.id}`} hit={hit} resumer={resumer} onLeave={onLeave} />
        ))}
      </Box>
    </>
  );
}
