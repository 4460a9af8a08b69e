import { type LoginField, type LoginRequest, loginProblems } from "@pp/domain";
import { type FormEvent, useRef, useState } from "react";

type Problems = Partial<Record<LoginField, string>>;
const FIELDS = ["userId", "password"] as const satisfies readonly LoginField[];

/**
 * The sign-in form's state without a form library, so the first page most visitors load stays light. It behaves as the
 * portal's other forms do: checked with the domain's sign-in rule when submitted and, after that, each field again as
 * it changes; the first wrong field takes the focus; the server's field errors sit on their fields until they change.
 */
export function useSignInForm(onValid: (values: LoginRequest) => void) {
  const [values, setValues] = useState<LoginRequest>({ userId: "", password: "" });
  const [problems, setProblems] = useState<Problems>({});
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const focusFirst = (found: Problems) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    problem: problems[name],
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (submitted.current || problems[name]) setProblems({ ...problems, [name]: loginProblems(next)[name] });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const found = loginProblems(values);
    setProblems(found);
    if (FIELDS.some((name) => found[name])) focusFirst(found);
    // What the server keeps: the user id without the spaces around it, the password as typed.
    else onValid({ userId: values.userId.trim(), password: values.password });
  };

  /** Places a 400's field errors on their fields; true when one was placed. */
  const showServerProblems = (fieldErrors: Partial<Record<string, string[]>>) => {
    const found: Problems = {};
    for (const name of FIELDS) found[name] = fieldErrors[name]?.[0];
    setProblems(found);
    focusFirst(found);
    return FIELDS.some((name) => found[name]);
  };

  /** After a refused sign-in: the password goes (it was wrong, or is not to be kept), ready to type again. */
  const clearPassword = () => {
    setValues((current) => ({ ...current, password: "" }));
    inputs.current.password?.focus();
  };

  return { field, onSubmit, showServerProblems, clearPassword };
}
