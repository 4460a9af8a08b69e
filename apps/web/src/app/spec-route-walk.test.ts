import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { portalRoutes } from "./router";
import { signedInRoutes } from "./routes/signed-in-routes";

/*
 * The end-to-end walk in Arabic (e2e/tests/arabic-every-screen.spec.ts) visits every route of the spec's route table
 * (§2.3) from the list in e2e/tests/spec-route-table.ts. This holds that list equal to the spec's, so a route the spec
 * names is never left out of the walk. Both are read as text: the e2e package is not the web app's to import.
 */
const ROOT = path.resolve(import.meta.dirname, "../../../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
/** The spec is kept beside the repository (../shared/spec), not in it. */
const SPEC = "../shared/spec/partner-portal-spec.md";
const specBeside = existsSync(path.join(ROOT, SPEC));

/** The routes §2.3 lists: the main layout's, Basic B2C's, the two outside the layout and the renewal's. */
function specRoutes(): string[] {
  const spec = read(SPEC);
  const section = spec.slice(spec.indexOf("### 2.3 Route table"), spec.indexOf("### 2.4"));
  const lines = section.split("\n").slice(1);
  const mainLayout = lines.find((l) => l.startsWith("home,"))!;
  const listed = (prefix: string) =>
    lines
      .find((l) => l.startsWith(prefix))!
      .slice(prefix.length)
      .split(/[.(]/)[0]!;
  const names = [
    mainLayout.replace(/\.$/, ""),
    listed("Basic B2C routes:"),
    listed("Renewal routes:"),
    listed("Outside the main layout:").replace(" and ", ", "),
  ];
  return names.flatMap((n) => n.split(",").map((r) => r.trim())).filter(Boolean);
}

/** The routes the walk's table lists (every quoted string of SPEC_ROUTE_TABLE). */
function walkedRoutes(): string[] {
  const table = read("e2e/tests/spec-route-table.ts");
  const body = table.slice(table.indexOf("SPEC_ROUTE_TABLE = {"), table.indexOf("} as const;"));
  return [...body.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

describe("the walk of every screen in Arabic", () => {
  it.skipIf(!specBeside)("covers every route of the spec's route table, and no route the spec does not name", () => {
    const spec = specRoutes();
    expect(spec.length).toBeGreaterThan(60);
    expect(new Set(walkedRoutes())).toEqual(new Set(spec));
  });

  it('visits each route of the table, and each opens a screen of the portal\'s own, not "Page not found"', () => {
    const walk = read("e2e/tests/arabic-every-screen.spec.ts");
    expect(walk).toMatch(/Object\.values\(SPEC_ROUTE_TABLE\)/);
    for (const route of walkedRoutes()) {
      const address = `/${route.replace(/\{[^}]+\}/g, "x1")}`;
      // An address no public route claims goes to the signed-in pages' own table (app/routes/signed-in-routes.tsx).
      const portal = matchRoutes(portalRoutes, address) ?? [];
      const matched = portal.at(-1)?.route.path === "*" ? (matchRoutes(signedInRoutes, address) ?? []) : portal;
      expect(matched.at(-1)?.route.path, address).not.toBe("*");
    }
  });
});
