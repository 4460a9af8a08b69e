/** The first row whose key an earlier row already has, as indexes into the rows; undefined when none repeats. */
export function findRepeatedKey<T>(
  rows: readonly T[],
  key: (row: T) => string,
): { index: number; firstIndex: number } | undefined {
  const seen = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    const k = key(row);
    const firstIndex = seen.get(k);
    if (firstIndex !== undefined) return { index, firstIndex };
    seen.set(k, index);
  }
  return undefined;
}
