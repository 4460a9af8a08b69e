import type { FieldErrors, FieldValues, Resolver, ResolverError } from "react-hook-form";
import { retryableImport } from "./plain/retryable-import";

/** The type of the form's root error when its check could not be loaded; `FormUncheckedAlert` shows it. */
export const FORM_UNCHECKED = "unchecked";

/**
 * A react-hook-form resolver whose code (the domain's schema, zod and the resolver library with it) loads when the form
 * is first checked, not with the page: the page paints and takes typing without it. A load that fails (a lost
 * connection) does not pass the form: it answers with a root error of type `FORM_UNCHECKED`, so nothing is sent
 * unchecked, what was typed stays, and the next check asks for the code again.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): Resolver<Input, Context, Output> {
  const loaded = retryableImport(load);
  return async (values, context, options) => {
    let resolver: Resolver<Input, Context, Output>;
    try {
      resolver = await loaded();
    } catch {
      // A root error: react-hook-form keeps `root` apart from the fields, and a form with it is never sent.
      const errors = { root: { type: FORM_UNCHECKED, message: FORM_UNCHECKED } } as FieldErrors<Input>;
      return { values: {}, errors } satisfies ResolverError<Input>;
    }
    return resolver(values, context, options);
  };
}
