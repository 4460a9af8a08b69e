/**
 * The query layer reports "the server said 401" here; the session guard, which knows the router,
 * decides what happens. Keeps redirects out of the HTTP client (STYLE.md, "not worth copying").
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportSessionEnded() {
  for (const listener of listeners) listener();
}
