// What the web app's route table and its always-loaded code read: products, the quotation journeys and their
// steps, the invitation kinds, the public pages. None of these modules builds a zod schema.
// The route table imports this entry point rather than the package's index, because a bundler assigns to the first
// chunk every module the index re-exports (its chunking runs before tree-shaking), and the first chunk is what
// every visitor downloads before the sign-in page can show.
export * from "./customer-pages";
export * from "./early-answers";
export * from "./invitation-kinds";
export * from "./products";
export * from "./public-pages";
export * from "./quotation";
export * from "./quotation-journey";
