import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../../..");
const fixtures = path.join(here, "fixtures");

type Violation = { from: string; to: string; rule: { name: string } };

/** The lint step's own boundary check, run on a small tree that breaks each rule once. */
function violationsIn(cwd: string): Violation[] {
  const output = execFileSync(
    process.execPath,
    [
      path.join(repoRoot, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs"),
      "apps",
      "packages",
      "--config",
      path.join(repoRoot, ".dependency-cruiser.cjs"),
      "--output-type",
      "json",
    ],
    { cwd, encoding: "utf8" },
  );
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

describe("the import boundaries the lint step enforces", () => {
  it("refuses a web layer importing one above it, a journey importing another, a route file importing one or the database, SQL outside repositories, a module entered past its door, a module importing one above it, infrastructure importing a module, a cycle", () => {
    const found = violationsIn(fixtures).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(found.sort()).toEqual(
      [
        "web-journey-to-journey: apps/web/src/features/one/page.ts -> apps/web/src/features/two/part.ts",
        "web-ui-to-journey: apps/web/src/ui/widget.ts -> apps/web/src/features/two/part.ts",
        // The web's layers run one way: app/ (only the entry files import it), features, shell/, ui/, then paths/.
        "web-app-from-entries-only: apps/web/src/features/one/link.ts -> apps/web/src/app/home-path.ts",
        "web-ui-to-shell: apps/web/src/ui/framed.ts -> apps/web/src/shell/frame.ts",
        "web-shell-to-journey: apps/web/src/shell/frame.ts -> apps/web/src/features/two/part.ts",
        "web-paths-at-the-bottom: apps/web/src/paths/where.ts -> apps/web/src/ui/widget.ts",
        "web-i18n-and-api-at-the-bottom: apps/web/src/i18n/switch.ts -> apps/web/src/shell/frame.ts",
        "server-route-to-route: apps/server/src/features/alpha/alpha-routes.ts -> apps/server/src/features/beta/beta-routes.ts",
        "server-into-routes: apps/server/src/features/alpha/alpha-routes.ts -> apps/server/src/features/beta/beta-routes.ts",
        "no-cycles: packages/domain/src/first.ts -> packages/domain/src/second.ts",
        "server-routes-no-sql: apps/server/src/features/beta/beta-queries-routes.ts -> apps/server/src/db/schema.ts",
        // A route file is not a repository either; a service is refused, a repository and a type-only import are not.
        "server-sql-in-repositories: apps/server/src/features/beta/beta-queries-routes.ts -> apps/server/src/db/schema.ts",
        "server-sql-in-repositories: apps/server/src/features/beta/beta-service.ts -> apps/server/src/db/schema.ts",
        // A module is entered through its index.ts alone, from another module as from outside the modules; its own
        // files import each other, and its door may re-export its route plugin for app.ts.
        "server-module-through-its-door: apps/server/src/modules/delta/delta-service.ts -> apps/server/src/modules/gamma/inner/gamma-repository.ts",
        "server-module-through-its-door: apps/server/src/features/alpha/alpha-service.ts -> apps/server/src/modules/gamma/gamma-service.ts",
        // The modules run one way, each importing only the doors of those below it (reference below identity below
        // quotation); infrastructure (mail/) imports no module, even through its door.
        "server-module-one-way: apps/server/src/modules/reference/rate-service.ts -> apps/server/src/modules/identity/index.ts",
        "server-infrastructure-below-modules: apps/server/src/mail/notify.ts -> apps/server/src/modules/quotation/index.ts",
      ].sort(),
    );
  });
});
