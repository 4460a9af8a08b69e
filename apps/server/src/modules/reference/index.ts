// The reference module's door (decision 053): the data every sale reads and nobody edits through the API (rates, H+
// plans, TPA tables, medical and renewal questions, underwriting rules, loaded from seed/ at start) and the insurer's
// public configuration. Another module, app.ts and main.ts import only what is exported here.
export { publicConfigOf } from "./public-config/public-config-of";
export { publicConfigRoutes } from "./public-config/public-config-routes";
// Reading a reference file as the operator's commands do (the commission's rules too): checked rows, or the line refused.
export { parseRows, ReferenceDataError } from "./reference-data/csv-rows";
export { ensureReferenceData } from "./reference-data/reference-data";
export { activeUnderwritingRules, hplusPlanCodes } from "./reference-data/reference-data-repository";
export { tpaRoutes } from "./tpa/tpa-routes";
