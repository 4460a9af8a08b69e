/**
 * Runs `next` once a mutation started with `mutateAsync` succeeds, even when the component that started it has
 * unmounted meanwhile. React Query drops the callbacks passed to `mutate` for an unmounted caller, and a success that
 * refetches the page's status often replaces the very form that sent it (a finalized declaration, accepted terms):
 * the navigation to the next step would then never happen. A failure stays on the mutation's `error`, shown by the form.
 */
export function afterSuccess<T>(pending: Promise<T>, next: (data: T) => void): void {
  pending.then(next, () => undefined);
}
