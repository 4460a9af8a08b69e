import type { z } from "zod";

/** Messages of a failed parse grouped by dotted path ("members.0.passportNo"); {} on success. */
export function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".");
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  return errors;
}

/** The single message at `path`, undefined when there is none; fails loudly when a field got two. */
export function messageAt(result: z.ZodSafeParseResult<unknown>, path: string): string | undefined {
  const messages = fieldErrors(result)[path];
  if (messages && messages.length > 1) throw new Error(`More than one message at ${path}: ${messages.join(" | ")}`);
  return messages?.[0];
}
