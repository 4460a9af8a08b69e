import type { z } from "zod";

/*
 * Internal helpers (not exported from the package). Form schemas keep only types and trimming in their object
 * shape and run every rule from one superRefine through these, so that each field gets exactly one message
 * (its first) and the cross-field rules still run when a field is wrong: zod skips an object's refinements
 * once a field has a non-continuable issue.
 */

/** Runs `schema` on one value and reports its first message at `path`. */
export function checkField(ctx: z.RefinementCtx, path: PropertyKey[], schema: z.ZodType, value: unknown): boolean {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  if (issue) ctx.addIssue({ code: "custom", path: [...path, ...issue.path], message: issue.message });
  return result.success;
}

/** `checkField` for several top-level fields of `value`. */
export function checkFields<T extends object>(
  ctx: z.RefinementCtx,
  value: T,
  rules: { [K in keyof T]?: z.ZodType },
): void {
  for (const key of Object.keys(rules) as (keyof T & string)[]) {
    const schema = rules[key];
    if (schema) checkField(ctx, [key], schema, value[key]);
  }
}

export function addIssue(ctx: z.RefinementCtx, path: PropertyKey[], message: string): void {
  ctx.addIssue({ code: "custom", path, message });
}

export const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === "";
