/**
 * A browser whose media queries answer as `matches` says (the simulated DOM has no matchMedia of its own): a mouse or
 * a finger, a wish for less motion. Returns what puts the real one back.
 */
export function answerMediaQueries(matches: (query: string) => boolean): () => void {
  const real = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = real;
  };
}
