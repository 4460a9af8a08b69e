import { ApiError, type FieldErrors, networkError } from "./client";

/**
 * Posts multipart/form-data (a file with its fields) and returns the JSON answer. The shared JSON client cannot send
 * a form body, so this reads the answer itself and fails with the same ApiError: the server's message and field
 * errors, or `fallback` when the answer carries none.
 */
export async function postForm(path: string, body: FormData, fallback: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      body,
      headers: { accept: "application/json" },
      credentials: "same-origin",
    });
  } catch {
    throw networkError();
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { message, fieldErrors } = (payload ?? {}) as { message?: unknown; fieldErrors?: unknown };
    throw new ApiError(
      response.status,
      typeof message === "string" && message ? message : fallback,
      (fieldErrors ?? {}) as FieldErrors,
    );
  }
  return payload;
}
