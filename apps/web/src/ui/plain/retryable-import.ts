/**
 * A module imported when first needed (a form's check, loaded as the form is first touched). A load that failed (a
 * lost connection) is forgotten, so the next attempt asks again instead of reusing the failure.
 */
export function retryableImport<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
