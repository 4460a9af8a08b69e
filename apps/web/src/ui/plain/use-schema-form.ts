import { type FormEvent, useRef, useState } from "react";

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
/** What the form needs of a zod schema, classic or mini. */
type FormSchema<T> = {
  safeParse(value: unknown): { data?: T; error?: { issues: readonly Issue[] } };
};
type Problems<V> = Partial<Record<keyof V & string, string>>;

type Options<V, M, T> = {
  /** The fields in the order they appear: the first wrong one takes the focus. */
  fields: readonly (keyof V & string)[];
  initial: V;
  /** Loads the module holding the schema (see retryableImport); the page shows itself without it. */
  load: () => Promise<M>;
  /** The schema to check with, from the loaded module; asked at each check, so it may follow the page's state. */
  schemaOf: (module: M) => FormSchema<T>;
};

/**
 * A form's state without a form library, for the customer's pages that stay light. It behaves as the portal's other
 * forms do: checked with the domain's schema (the server's) when sent and, after that, each field again as it changes;
 * the first wrong field takes the focus; the server's field errors sit on their fields. The schema's module loads when
 * the form is first touched (`prepare`) and is there by the time the form is sent; if it cannot be loaded, `unchecked`
 * says so and what was typed stays for the next attempt.
 */
export function useSchemaForm<V extends Record<string, unknown>, M, T>({
  fields,
  initial,
  load,
  schemaOf,
}: Options<V, M, T>) {
  const [values, setValuesState] = useState<V>(initial);
  const [problems, setProblems] = useState<Problems<V>>({});
  const [unchecked, setUnchecked] = useState(false);
  // The latest values and problems, so that two changes in one event both count.
  const current = useRef({ values: initial, problems: {} as Problems<V> });
  const loaded = useRef<{ module: M } | undefined>(undefined);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<keyof V, HTMLElement | null>>>({});

  const ready = async () => {
    loaded.current ??= { module: await load() };
    return loaded.current.module;
  };
  const check = (module: M, checked: V) => {
    const result = schemaOf(module).safeParse(checked);
    const found: Problems<V> = {};
    for (const issue of result.error?.issues ?? []) {
      const field = fields.find((name) => name === issue.path[0]);
      if (field && !found[field]) found[field] = issue.message;
    }
    return { found, data: result.error ? undefined : result.data };
  };
  const showProblems = (found: Problems<V>) => {
    current.current.problems = found;
    setProblems(found);
  };
  const focusFirst = (found: Problems<V>) => {
    const first = fields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  /** Changes values; a field already checked (after a send, or marked wrong) is checked again. */
  const setValues = (patch: Partial<V>) => {
    const next = { ...current.current.values, ...patch };
    current.current.values = next;
    setValuesState(next);
    const changed = Object.keys(patch) as (keyof V & string)[];
    const shown = current.current.problems;
    if (!loaded.current || !changed.some((name) => submitted.current || shown[name])) return;
    const { found } = check(loaded.current.module, next);
    const updated = { ...shown };
    for (const name of changed) updated[name] = found[name];
    showProblems(updated);
  };

  /** Clears the messages of these fields (another choice made them moot). */
  const clearProblems = (names: readonly (keyof V & string)[]) => {
    const updated = { ...current.current.problems };
    for (const name of names) delete updated[name];
    showProblems(updated);
  };

  /** What a plain field needs: its value, its message, its element for the focus, and its change. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    problem: problems[name],
    inputRef: (input: HTMLElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (value: V[K]) => setValues({ [name]: value } as unknown as Partial<V>),
  });

  const handleSubmit = (onValid: (data: T) => void) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    let module: M;
    try {
      module = await ready();
    } catch {
      setUnchecked(true);
      return;
    }
    setUnchecked(false);
    const { found, data } = check(module, current.current.values);
    showProblems(found);
    if (data !== undefined) onValid(data);
    else focusFirst(found);
  };

  /** Places a 400's field errors on their fields; true when one was placed. */
  const showServerProblems = (fieldErrors: Partial<Record<string, string[]>>) => {
    const found: Problems<V> = {};
    for (const name of fields) found[name] = fieldErrors[name]?.[0];
    showProblems(found);
    focusFirst(found);
    return fields.some((name) => found[name]);
  };

  return {
    values,
    problems,
    field,
    setValues,
    clearProblems,
    handleSubmit,
    showServerProblems,
    /** True when the last send could not be checked, the check's code not having loaded. */
    unchecked,
    /** The first touch of the form fetches the schema, so that sending it does not wait; a failure waits for the send. */
    prepare: () => void ready().catch(() => undefined),
  };
}
