export type FieldErrors = Record<string, string[]>;

/** An error the client caused or must be told about; anything else becomes a 500 without details. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = "The requested item was not found.") => new HttpError(404, what);
export const unauthorized = (message = "Please sign in to continue.") => new HttpError(401, message);
export const badRequest = (message: string, fieldErrors?: FieldErrors) => new HttpError(400, message, fieldErrors);

/** Groups messages by dotted field path ("member_Docs.0.emirates_id"); `fallback` names a whole-body error. */
export function toFieldErrors(issues: { path: string; message: string }[], fallback = "body"): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const { path, message } of issues) {
    const key = path || fallback;
    fieldErrors[key] = [...(fieldErrors[key] ?? []), message];
  }
  return fieldErrors;
}
