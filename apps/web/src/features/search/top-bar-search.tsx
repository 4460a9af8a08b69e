import { RECORD_SEARCH_MIN_LENGTH, type RecordSearchResponse } from "@pp/domain";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useText } from "../../i18n/use-text";
import { cx } from "../../ui/plain/class-names";
import iconButton from "../../ui/plain/icon-button.module.css";
import { Icon } from "../../ui/plain/icons";
import typography from "../../ui/plain/typography.module.css";
import { usePressOutside } from "../../ui/plain/use-press-outside";
import type { QuotationResumer } from "../../ui/quotation-resumer";
import { recordSearchQueryOptions } from "./api/search-records";
import { PolicyHitRow, QuotationHitRow } from "./search-hits";
import styles from "./top-bar-search.module.css";

/** A pause in typing before the search runs: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;

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

  // A press outside the box and its results closes the results; the text stays.
  usePressOutside(anchor, open, () => setOpen(false));

  const searching = q.length >= RECORD_SEARCH_MIN_LENGTH;
  const result = useQuery({ ...recordSearchQueryOptions(q), enabled: searching });
  const leave = () => {
    setOpen(false);
    setExpanded(false);
  };
  const label = t(/*i18n*/ { id: "search.topBar.searchPoliciesQuotations", message: "Search policies and quotations" });

  return (
    <>
      <button
        type="button"
        className={cx(iconButton.iconButton, styles.unfold, expanded && styles.hidden)}
        aria-label={label}
        onClick={() => {
          setExpanded(true);
          setTimeout(() => input.current?.focus(), 0);
        }}
      >
        <Icon name="search" />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the older phones partners use; the role says the same everywhere. */}
      <div
        ref={anchor}
        role="search"
        className={cx(styles.box, expanded && styles.expanded)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            leave();
            input.current?.blur();
          }
        }}
      >
        <div className={styles.field}>
          <Icon name="search" size={20} className={styles.icon} />
          <input
            ref={input}
            type="search"
            className={styles.input}
            placeholder={t(
              /*i18n*/ {
                id: "search.topBar.policyQuotationNameEmirates",
                message: "Policy, quotation, name, Emirates ID, mobile",
              },
            )}
            aria-label={label}
            aria-controls={open && searching ? resultsId : undefined}
            maxLength={100}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
          />
          {expanded && (
            <button
              type="button"
              className={cx(iconButton.iconButton, iconButton.small, styles.close)}
              aria-label={t(/*i18n*/ { id: "search.topBar.closeSearch", message: "Close search" })}
              onClick={leave}
            >
              <Icon name="close" size={20} />
            </button>
          )}
        </div>
        {open && searching && (
          <section
            id={resultsId}
            aria-label={t(/*i18n*/ { id: "search.topBar.searchResults", message: "Search results" })}
            className={styles.results}
          >
            <SearchResults q={q} result={result} resumer={resumer} onLeave={leave} />
          </section>
        )}
      </div>
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
    <p
      role={role}
      className={cx(typography.body2, styles.note, role === "alert" ? styles.error : typography.secondary)}
    >
      {text}
    </p>
  );
  if (result.isError)
    return note(
      `${result.error.message} ${t(/*i18n*/ { id: "search.topBar.changeSearchTryAgain", message: "Change the search or try again." })}`,
      "alert",
    );
  if (!result.data) return note(t(/*i18n*/ { id: "search.topBar.searching", message: "Searching…" }));
  const { quotations, policies, more } = result.data;
  if (quotations.length + policies.length === 0) {
    return note(
      t(
        /*i18n*/ {
          id: "search.topBar.nothingYoursMatchesTry",
          message: `Nothing of yours matches "{q}". Try a policy or quotation number, a name or an Emirates ID.`,
          values: { q },
        },
      ),
    );
  }
  return (
    <>
      <p role="status" className={cx(typography.body2, typography.secondary, styles.count)}>
        {more
          ? t(
              /*i18n*/ {
                id: "search.topBar.moreRecordsMatchShowing",
                message: "More records match: showing the newest. Type more to narrow the search.",
              },
            )
          : t(
              /*i18n*/ {
                id: "search.topBar.found",
                message: "{count} found",
                values: { count: quotations.length + policies.length },
              },
            )}
      </p>
      <ul className={styles.hits}>
        {policies.map((hit) => (
          <PolicyHitRow key={`p${hit.id}`} hit={hit} onLeave={onLeave} />
        ))}
        {quotations.map((hit) => (
          <QuotationHitRow key={`q${hit.id}`} hit={hit} resumer={resumer} onLeave={onLeave} />
        ))}
      </ul>
    </>
  );
}
