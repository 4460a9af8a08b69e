/**
 * Boundaries the linter enforces (`npm run lint`):
 * - web: the layers of `apps/web/src` run one way, each importing only those below it (decision 051):
 *     `app/` (composes the features into routes; only the entry files `main.tsx` and `customer-main.tsx` import it)
 *     `features/<journey>/`
 *     `shell/` (the signed-in and public frames around the pages)
 *     `ui/` (parts every journey may use)
 *     `api/`, `i18n/`, `paths/` (where each screen lives), `theme.ts`, `@pp/domain`
 *   A journey never imports another journey; what two journeys share lives in `ui/`, `shell/`, `paths/`, `api/` or the
 *   domain.
 * - server: a route file registers routes and exports nothing another route file imports; shared work lives in
 *   services, repositories or the domain. A route file never reaches the database itself: its feature's repository
 *   holds the SQL. A module (`apps/server/src/modules/<module>/`, decision 053) is entered only through its door, its
 *   `index.ts`: no file outside the module imports any other of its files. The modules are stacked (SERVER_MODULES,
 *   bottom first): a module imports only the doors of modules below it. The infrastructure below them all
 *   (SERVER_INFRASTRUCTURE) imports no module; `app.ts`, `main.ts` and the other entries in `src/` compose them.
 * - domain: a record's answer (`backoffice-api.ts`) reaches only the schemas it is parsed with (decision 069).
 * - no import cycles anywhere in the apps or the domain.
 */

/** The server's modules, bottom first: each may import the doors of those before it, never of those after it. */
const SERVER_MODULES = [
  "reference",
  "identity",
  "quotation",
  "policy",
  "payment",
  "commission",
  "renewal",
  "outreach",
  "backoffice",
];

/** The folders of `apps/server/src/` below every module. */
const SERVER_INFRASTRUCTURE = [
  "db",
  "http",
  "mail",
  "storage",
  "pdf",
  "metrics",
  "process",
  "security",
  "audit",
  "i18n",
  "operations",
  "payments",
];

/** One rule a module: it imports none of the modules above it. */
const serverModulesOneWay = SERVER_MODULES.slice(0, -1).map((module, i) => ({
  name: "server-module-one-way",
  comment: `The ${module} module imports a module above it (${SERVER_MODULES.slice(i + 1).join(", ")}): move the piece down, have the caller pass what it knows, or move the work up to the module that needs both (decision 053).`,
  severity: "error",
  from: { path: `^apps/server/src/modules/${module}/` },
  to: { path: `^apps/server/src/modules/(${SERVER_MODULES.slice(i + 1).join("|")})/` },
}));

module.exports = {
  forbidden: [
    {
      name: "web-app-from-entries-only",
      comment:
        "app/ composes the features into routes, so only the entry files (the apps' and the answers' worker's) may import it: move what the importer needs (a path, a helper) down to paths/, ui/ or the domain.",
      severity: "error",
      from: {
        path: "^apps/web/src/",
        pathNot: "^apps/web/src/(app/|main\\.tsx$|customer-main\\.tsx$|answer-worker\\.ts$)",
      },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "web-journey-to-journey",
      comment:
        "A web journey imports another journey: move the shared piece to ui/, shell/, paths/, api/ or packages/domain.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/([^/]+)/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-ui-to-journey",
      comment: "ui/ holds parts every journey may use, so it cannot depend on one journey.",
      severity: "error",
      from: { path: "^apps/web/src/ui/" },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "web-ui-to-shell",
      comment:
        "ui/ lies below the shell (the shell is built from ui/), so it cannot depend on the shell: move the piece both need into ui/.",
      severity: "error",
      from: { path: "^apps/web/src/ui/" },
      to: { path: "^apps/web/src/shell/" },
    },
    {
      name: "web-shell-to-journey",
      comment:
        "The shell frames every journey's pages, so it cannot depend on one journey: move the piece both need into ui/ or the domain.",
      severity: "error",
      from: { path: "^apps/web/src/shell/" },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "web-paths-at-the-bottom",
      comment:
        "paths/ says where each screen lives and every layer links with it, so it imports nothing of the web app above it (only the domain).",
      severity: "error",
      from: { path: "^apps/web/src/paths/" },
      to: { path: "^apps/web/src/(app|features|shell|ui|api|i18n)/" },
    },
    {
      name: "web-i18n-and-api-at-the-bottom",
      comment:
        "i18n/ (the texts in each language) and api/ (the calls to the server) are what every layer builds on, so they import nothing of the web app above them: a component or an action that uses them lives in ui/ or shell/.",
      severity: "error",
      from: { path: "^apps/web/src/(i18n|api)/" },
      to: { path: "^apps/web/src/(app|features|shell|ui)/" },
    },
    {
      name: "server-module-through-its-door",
      comment:
        "A module's file imported from outside the module: import what you need from the module's index.ts, and export it there if it is not yet (decision 053).",
      severity: "error",
      from: { path: "^apps/server/src/modules/([^/]+)/" },
      to: {
        path: "^apps/server/src/modules/[^/]+/",
        pathNot: ["^apps/server/src/modules/$1/", "^apps/server/src/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "server-module-through-its-door",
      comment:
        "A module's file imported from outside the modules: import what you need from the module's index.ts, and export it there if it is not yet (decision 053).",
      severity: "error",
      from: { path: "^apps/server/src/", pathNot: "^apps/server/src/modules/" },
      to: { path: "^apps/server/src/modules/[^/]+/", pathNot: "^apps/server/src/modules/[^/]+/index\\.ts$" },
    },
    ...serverModulesOneWay,
    {
      name: "server-infrastructure-below-modules",
      comment:
        "Infrastructure imports a module: it lies below every module, so the module hands it what it needs (a value, a function, a declaration merged into the infrastructure's type), or app.ts or main.ts composes the two (decision 053).",
      severity: "error",
      from: { path: `^apps/server/src/(${SERVER_INFRASTRUCTURE.join("|")})/` },
      to: { path: "^apps/server/src/modules/" },
    },
    {
      name: "server-route-to-route",
      comment: "A route file imports another route file: move the helper into a service, a repository or the domain.",
      severity: "error",
      from: { path: "^apps/server/src/.+-routes\\.ts$" },
      to: { path: "^apps/server/src/.+-routes\\.ts$" },
    },
    {
      name: "server-into-routes",
      comment:
        "Only app.ts registers route files; nothing else may depend on one. A module's door may re-export its own route plugins for app.ts.",
      severity: "error",
      from: { path: "^apps/server/src/", pathNot: "^apps/server/src/(app\\.ts|modules/[^/]+/index\\.ts)$" },
      to: { path: "^apps/server/src/.+-routes\\.ts$" },
    },
    {
      name: "server-routes-no-sql",
      comment: "A route file reaches the database itself: put the query in the feature's repository and call it.",
      severity: "error",
      from: { path: "^apps/server/src/.+-routes\\.ts$" },
      to: { path: ["^apps/server/src/db/schema", "node_modules/drizzle-orm/"] },
    },
    {
      name: "server-sql-in-repositories",
      comment:
        "A feature module other than a repository, a store or a list's queries writes SQL: move the query into the feature's *-repository.ts and call it (a row type may still be imported with `import type`).",
      severity: "error",
      from: {
        path: "^apps/server/src/(features|modules)/",
        pathNot: "-(repository|queries|store)\\.ts$",
      },
      to: {
        path: ["^apps/server/src/db/schema", "node_modules/drizzle-orm/"],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "domain-record-answer-lean",
      comment:
        "A record's answer (backoffice-api.ts) reaches a module of schemas it is not parsed with: a policy's or quotation's page would build them all just after its first paint. Give the shared piece a module of its own (decision 069).",
      severity: "error",
      from: { path: "^packages/domain/src/backoffice-api\\.ts$" },
      to: {
        path: "^packages/domain/src/(quotation-api|backoffice|backoffice-list-api|documents|sponsor|servicing/policy-change-api)\\.ts$",
        reachable: true,
      },
    },
    {
      name: "no-cycles",
      comment: "An import cycle: move the shared type or function to a module both can import.",
      severity: "error",
      from: { path: "^(apps|packages)/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)dist/" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
