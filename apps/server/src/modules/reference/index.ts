// The reference module's door (decision 053): the data every sale reads and nobody edits through the API (rates, H+
// plans, TPA tables, medical and renewal questions, underwriting rules, loaded from seed/ at start) and the insurer's
// public configuration. Another module, app.ts and main.ts import only what is exported here.
export { publicConfigOf } from "./public-config/public-config-of";
export { publicConfigRoutes } from "./public-config/public-config-routes";
export { ensureReferenceData } from "./reference-data/reference-data";
export { activeUnderwritingRules } from "./reference-data/reference-data-repository";
export { tpaRoutes } from "./tpa/tpa-routes";
