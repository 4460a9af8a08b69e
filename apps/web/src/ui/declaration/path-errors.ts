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

export function firstMessages(fieldErrors: Record<string, string[]>): PathErrors {
  return Object.fromEntries(Object.entries(fieldErrors).map(([path, messages]) => [path, messages[0] ?? ""]));
}
