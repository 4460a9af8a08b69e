import { ApiError } from "../../api/client";

/** Errors by field path ("members.0.height_cm"), from the domain schema's issues or the server's field errors. */
export type PathErrors = Record<string, string>;

export function issuesByPath(issues: readonly { path: PropertyKey[]; message: string }[]): PathErrors {
  const errors: PathErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}

function firstMessages(fieldErrors: Record<string, string[]>): PathErrors {
  return Object.fromEntries(Object.entries(fieldErrors).map(([path, messages]) => [path, messages[0] ?? ""]));
}

type SafeParser<T> = {
  safeParse(body: unknown): { success: true; data: T } | { success: false; error: { issues: PathIssue[] } };
};
type PathIssue = { path: PropertyKey[]; message: string };

/**
 * Checks a declaration form with the domain schema the server enforces, then saves it: the schema's own messages mark
 * the fields before anything is sent, and the server's field errors mark them after. Resolves with what `save`
 * returned as `saved`, or undefined when nothing was saved (the marked fields say why; any other failure stays on the
 * mutation).
 */
export async function saveChecked<T, R>(
  schema: SafeParser<T>,
  body: unknown,
  save: (data: T) => Promise<R>,
  setErrors: (errors: PathErrors) => void,
): Promise<{ saved: R } | undefined> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    setErrors(issuesByPath(parsed.error.issues));
    return undefined;
  }
  setErrors({});
  try {
    return { saved: await save(parsed.data) };
  } catch (error) {
    if (error instanceof ApiError) setErrors(firstMessages(error.fieldErrors));
    return undefined;
  }
}
