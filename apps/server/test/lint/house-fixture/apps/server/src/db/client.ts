/** A stand-in for the server's database handle: the measure reads the calls, nothing runs them. */
export const db = {
  insert: (table: unknown) => table,
  update: (table: unknown) => table,
  execute: (query: unknown) => query,
};
