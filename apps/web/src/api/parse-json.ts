/**
 * Text the browser kept or was handed (session storage, a data block of the page) read back against its schema:
 * the value, or null when it is missing, is not JSON or no longer fits the schema.
 */
export function parseJsonWith<T>(
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
  text: string | null | undefined,
): T | null {
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
