// The back office module's door (decision 053): the partner's lists of quotations and policies, a record's detail
// page, the dashboard, the CSV exports and the search across records, all read from the tables the modules below it
// own; and the removal of the demo partners with everything recorded under them, the one thing it writes. It sits
// above every other module, so app.ts and the command-line entries import only what is exported here.

// Routes, registered by app.ts.
export { backofficeRoutes } from "./backoffice/backoffice-routes";
// The removal of the demo partners, for the `partners` command.
export { removeDemoPartners } from "./backoffice/demo-partner-removal";
export { recordSearchRoutes } from "./search/record-search-routes";
