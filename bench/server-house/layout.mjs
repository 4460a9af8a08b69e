// Where each file of the server belongs: the first row whose pattern matches a file's path (from the repository's root)
// names its group. A module's door is the `index.ts` directly in its folder (issue 40: another module imports only
// that). When the server is regrouped, add or change a row here; nothing else in the measure knows the folders.
export const LAYOUT = [
  // The regrouped layout (decision 053): apps/server/src/modules/<name>/ is module <name>, its sub-folders (the former
  // feature folders) included.
  { kind: "module", pattern: /^apps\/server\/src\/modules\/([^/]+)\// },
  // The feature folders not yet moved into a module: apps/server/src/features/<name>/ is module <name>.
  { kind: "module", pattern: /^apps\/server\/src\/features\/([^/]+)\// },
  // Every other top folder (db, http, mail, storage, pdf, …) is infrastructure, named src/<folder> (src/payments is
  // the gateway's transport, modules/payment a module).
  { kind: "infrastructure", pattern: /^apps\/server\/src\/([^/]+)\//, prefix: "src/" },
  // Files directly in src/ (app.ts, main.ts, config.ts, …) compose the rest.
  { kind: "root", pattern: /^apps\/server\/src\/[^/]+$/, name: "root" },
];

export const DOOR = "index.ts";

/**
 * The group a file belongs to: `{ name, kind, door }`, door true when the file is its module's `index.ts`; undefined
 * for a file outside the server's source.
 */
export function placeOf(file, layout = LAYOUT) {
  for (const row of layout) {
    const match = row.pattern.exec(file);
    if (!match) continue;
    const name = row.name ?? `${row.prefix ?? ""}${match[1]}`;
    return { name, kind: row.kind, door: row.kind === "module" && file === `${match[0]}${DOOR}` };
  }
  return undefined;
}
