import type { IsoDate, RenewalSearch, renewalSearchSchema, SearchBy } from "@pp/domain";
import { useRef } from "react";
import { retryableImport } from "../../../ui/plain/retryable-import";
import { useSchemaForm } from "../../../ui/plain/use-schema-form";

export type SearchValues = { searchBy: SearchBy | null; searchText: string; dateOfBirth: string };

export const SEARCH_FIELDS = [
  "searchBy",
  "searchText",
  "dateOfBirth",
] as const satisfies readonly (keyof SearchValues)[];

// The search's schema (and zod with it) is not what the page needs to show itself: it loads when the customer first
// touches the form, and is there by the time the form is sent.
const loadRule = retryableImport(() => import("@pp/domain/renewal-search"));

/**
 * The renewal search's state without a form library, so the page a customer's renewal starts on stays light; checked
 * with the domain's search schema for today (ui/plain/use-schema-form.ts says how such a form behaves).
 */
export function useRenewalSearchForm(today: IsoDate, initial: SearchValues, onValid: (search: RenewalSearch) => void) {
  const rule = useRef<{ today: IsoDate; schema: ReturnType<typeof renewalSearchSchema> } | undefined>(undefined);
  const form = useSchemaForm({
    fields: SEARCH_FIELDS,
    initial,
    load: loadRule,
    schemaOf: (module) => {
      if (rule.current?.today !== today) rule.current = { today, schema: module.renewalSearchSchema(today) };
      return rule.current.schema;
    },
  });

  const searchBy = {
    ...form.field("searchBy"),
    /** Another way of searching empties the number and clears every message. */
    onChange: (value: SearchBy) => {
      form.setValues({ searchBy: value, searchText: "" });
      form.clearProblems(SEARCH_FIELDS);
    },
  };

  return {
    values: form.values,
    field: form.field,
    searchBy,
    onSubmit: form.handleSubmit(onValid),
    showServerProblems: form.showServerProblems,
    unchecked: form.unchecked,
    prepare: form.prepare,
  };
}
