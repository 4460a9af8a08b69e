// Which groups write each table (issue 40: one writer per table). A file writes a table when it calls drizzle's
// insert(T), update(T) or delete(T) with T a table it defines or imports (by name, or as `schema.T` through a
// namespace import), or when one of its sql`` templates says `insert into <table>`, `update <table>` or
// `delete from <table>`. Each file is `{ path, source, imports }`, imports mapping each specifier to the file it
// resolves to.
import { placeOf } from "./layout.mjs";

const TABLE = /export\s+const\s+([\w$]+)\s*=\s*pgTable\(\s*["'`]([\w]+)["'`]/g;
const REEXPORT_ALL = /export\s+\*\s+from\s+["']([^"']+)["']/g;
const NAMED_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMESPACE_IMPORT = /import\s+\*\s+as\s+([\w$]+)\s+from\s*["']([^"']+)["']/g;
const DRIZZLE_WRITE = /\.(insert|update|delete)\(\s*([\w$]+(?:\.[\w$]+)?)\s*\)/g;
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The tables a file exports: the ones it defines with pgTable, and those of the files it re-exports with `export *`. */
export function tableExports(files) {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const memo = new Map();
  const exportsOf = (path) => {
    if (memo.has(path)) return memo.get(path);
    const tables = new Map();
    memo.set(path, tables);
    const file = byPath.get(path);
    if (!file) return tables;
    for (const [, name, table] of file.source.matchAll(TABLE)) tables.set(name, table);
    for (const [, specifier] of file.source.matchAll(REEXPORT_ALL)) {
      const target = file.imports[specifier];
      if (target) for (const [name, table] of exportsOf(target)) tables.set(name, table);
    }
    return tables;
  };
  for (const file of files) exportsOf(file.path);
  return memo;
}

/** The tables one file writes, by their names in the database. */
export function tablesWrittenBy(file, exportsOf) {
  const bindings = new Map(exportsOf.get(file.path) ?? []);
  for (const [, typeOnly, names, specifier] of file.source.matchAll(NAMED_IMPORT)) {
    const tables = exportsOf.get(file.imports[specifier]);
    if (typeOnly || !tables) continue;
    for (const part of names.split(",")) {
      const [imported, local = imported] = part.trim().split(/\s+as\s+/);
      if (imported && !imported.startsWith("type ") && tables.has(imported)) bindings.set(local, tables.get(imported));
    }
  }
  for (const [, local, specifier] of file.source.matchAll(NAMESPACE_IMPORT)) {
    for (const [name, table] of exportsOf.get(file.imports[specifier]) ?? []) bindings.set(`${local}.${name}`, table);
  }
  const known = new Set([...exportsOf.values()].flatMap((tables) => [...tables.values()]));
  const written = new Set();
  for (const [, , target] of file.source.matchAll(DRIZZLE_WRITE))
    if (bindings.has(target)) written.add(bindings.get(target));
  for (const body of sqlTemplates(file.source)) {
    for (const [, table] of body.matchAll(SQL_WRITE))
      if (known.has(table.toLowerCase())) written.add(table.toLowerCase());
  }
  return written;
}

/** The text of each sql`…` template in a source, its ${…} expressions included. */
export function sqlTemplates(source) {
  const bodies = [];
  for (const start of source.matchAll(/\bsql`/g)) {
    let i = start.index + 4;
    let depth = 0;
    for (; i < source.length; i++) {
      const c = source[i];
      if (c === "\\") i++;
      else if (depth === 0 && c === "`") break;
      else if (c === "$" && source[i + 1] === "{") depth++;
      else if (c === "}" && depth > 0) depth--;
    }
    bodies.push(source.slice(start.index + 4, i));
  }
  return bodies;
}

/**
 * Every table that is written, with the groups that write it (and the files, for the detail), and the tables that
 * more than one group writes. The groups count every kind (a module, an infrastructure folder such as src/db's seeds,
 * the root), since the issue asks for one writer per table.
 */
export function measureWriters(files, layout) {
  const exportsOf = tableExports(files);
  const writers = new Map();
  for (const file of files) {
    const group = placeOf(file.path, layout);
    if (!group) continue;
    for (const table of tablesWrittenBy(file, exportsOf)) {
      const entry = writers.get(table) ?? { groups: new Set(), files: new Set() };
      entry.groups.add(group.name);
      entry.files.add(file.path);
      writers.set(table, entry);
    }
  }
  const tables = Object.fromEntries(
    [...writers.keys()]
      .sort()
      .map((t) => [t, { writers: [...writers.get(t).groups].sort(), files: [...writers.get(t).files].sort() }]),
  );
  const shared = Object.keys(tables).filter((t) => tables[t].writers.length > 1);
  const defined = [...new Set([...exportsOf.values()].flatMap((t) => [...t.values()]))].sort();
  return { tables, tablesWithSeveralWriters: shared, tablesNeverWritten: defined.filter((t) => !tables[t]) };
}
