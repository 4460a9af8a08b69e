import type { IsoDate, RenewalSearch, renewalSearchSchema, SearchBy } from "@pp/domain";
import { type FormEvent, useRef, useState } from "react";

export type SearchValues = { search_by: SearchBy | null; search_text: string; date_of_birth: string };
type SearchField = keyof SearchValues;
type Problems = Partial<Record<SearchField, string>>;
type Rule = { schema: ReturnType<typeof renewalSearchSchema> };

export const SEARCH_FIELDS = ["search_by", "search_text", "date_of_birth"] as const satisfies readonly SearchField[];

// The search's schema (and zod with it) is not what the page needs to show itself: it loads when the customer first
// touches the form, and is there by the time the form is sent.
// A load that failed (a lost connection) is forgotten, so the next Search asks again.
let loading: Promise<typeof import("@pp/domain/renewal-search")> | undefined;
const loadRule = () => {
  loading ??= import("@pp/domain/renewal-search").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

/**
 * The renewal search's state without a form library, so the page a customer's renewal starts on stays light. It behaves
 * as the portal's other forms do: checked with the domain's search schema when sent and, after that, each field again
 * as it changes; the first wrong field takes the focus; the server's field errors sit on their fields.
 */
export function useRenewalSearchForm(today: IsoDate, initial: SearchValues, onValid: (search: RenewalSearch) => void) {
  const [values, setValues] = useState<SearchValues>(initial);
  const [problems, setProblems] = useState<Problems>({});
  // The check's code could not be loaded: the page says so, and what was typed stays for the next Search.
  const [unchecked, setUnchecked] = useState(false);
  const rule = useRef<Rule | undefined>(undefined);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<SearchField, HTMLInputElement | null>>>({});

  const ready = async (): Promise<Rule> => {
    if (!rule.current) rule.current = { schema: (await loadRule()).renewalSearchSchema(today) };
    return rule.current;
  };
  const check = ({ schema }: Rule, checked: SearchValues) => {
    const result = schema.safeParse(checked);
    const found: Problems = {};
    for (const issue of result.error?.issues ?? []) {
      const field = SEARCH_FIELDS.find((name) => name === issue.path[0]);
      if (field && !found[field]) found[field] = issue.message;
    }
    return { found, search: result.data };
  };
  const focusFirst = (found: Problems) => {
    const first = SEARCH_FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const change = (name: SearchField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if ((submitted.current || problems[name]) && rule.current)
      setProblems({ ...problems, [name]: check(rule.current, next).found[name] });
  };

  const field = (name: "search_text" | "date_of_birth") => ({
    name,
    value: values[name],
    problem: problems[name],
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (value: string) => change(name, value),
  });

  /** Another way of searching empties the number and clears every message. */
  const chooseSearchBy = (searchBy: SearchBy) => {
    setValues({ ...values, search_by: searchBy, search_text: "" });
    setProblems({});
  };

  const searchBy = {
    name: "search_by",
    value: values.search_by,
    problem: problems.search_by,
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current.search_by = input;
    },
    onChange: chooseSearchBy,
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    let loaded: Rule;
    try {
      loaded = await ready();
    } catch {
      setUnchecked(true);
      return;
    }
    setUnchecked(false);
    const { found, search } = check(loaded, values);
    setProblems(found);
    if (search) onValid(search);
    else focusFirst(found);
  };

  /** Places a 400's field errors on their fields; true when one was placed. */
  const showServerProblems = (fieldErrors: Partial<Record<string, string[]>>) => {
    const found: Problems = {};
    for (const name of SEARCH_FIELDS) found[name] = fieldErrors[name]?.[0];
    setProblems(found);
    focusFirst(found);
    return SEARCH_FIELDS.some((name) => found[name]);
  };

  return {
    values,
    field,
    searchBy,
    onSubmit,
    showServerProblems,
    /** True when the last Search could not be checked, the check's code not having loaded. */
    unchecked,
    /** The first touch of the form fetches the schema, so that sending it does not wait; a failure waits for Search. */
    prepare: () => void ready().catch(() => undefined),
  };
}
