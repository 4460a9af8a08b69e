/**
 * Boundaries the linter enforces (`npm run lint`):
 * - web: a journey (`apps/web/src/features/<journey>`) never imports another journey; what two journeys share lives
 *   in `ui/`, `app/`, `api/` or the domain. `ui/` never imports a journey.
 * - server: a route file registers routes and exports nothing another route file imports; shared work lives in
 *   services, repositories or the domain. A route file never reaches the database itself: its feature's repository
 *   holds the SQL.
 * - no import cycles anywhere in the apps or the domain.
 */
module.exports = {
  forbidden: [
    {
      name: "web-journey-to-journey",
      comment: "A web journey imports another journey: move the shared piece to ui/, app/, api/ or packages/domain.",
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
      name: "server-route-to-route",
      comment: "A route file imports another route file: move the helper into a service, a repository or the domain.",
      severity: "error",
      from: { path: "^apps/server/src/features/.+-routes\\.ts$" },
      to: { path: "^apps/server/src/features/.+-routes\\.ts$" },
    },
    {
      name: "server-into-routes",
      comment: "Only app.ts registers route files; nothing else may depend on one.",
      severity: "error",
      from: { path: "^apps/server/src/", pathNot: "^apps/server/src/app\\.ts$" },
      to: { path: "^apps/server/src/features/.+-routes\\.ts$" },
    },
    {
      name: "server-routes-no-sql",
      comment: "A route file reaches the database itself: put the query in the feature's repository and call it.",
      severity: "error",
      from: { path: "^apps/server/src/features/.+-routes\\.ts$" },
      to: { path: ["^apps/server/src/db/schema", "node_modules/drizzle-orm/"] },
    },
    {
      name: "server-sql-in-repositories",
      comment:
        "A feature module other than a repository, a store or a list's queries writes SQL: move the query into the feature's *-repository.ts and call it (a row type may still be imported with `import type`).",
      severity: "error",
      from: {
        path: "^apps/server/src/features/",
        pathNot: "-(repository|queries|store)\\.ts$",
      },
      to: {
        path: ["^apps/server/src/db/schema", "node_modules/drizzle-orm/"],
        dependencyTypesNot: ["type-only"],
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
