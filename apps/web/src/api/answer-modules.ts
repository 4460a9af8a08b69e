/**
 * The domain's modules whose schemas check the server's answers, by name. The same loaders run in the answers' worker
 * (answer-worker.ts), which builds the schemas and checks the answers off the page's main thread. Only the worker loads
 * this table: a page's call names its module and brings its own loader of it, for a page without the worker, so that a
 * page's build splits only the modules its calls load. Nothing here is loaded until a call asks for it.
 */
export const answerModules = {
  "backoffice-api": () => import("@pp/domain/backoffice-api"),
  "backoffice-list-api": () => import("@pp/domain/backoffice-list-api"),
  "census-api": () => import("@pp/domain/census-api"),
  "invitation-api": () => import("@pp/domain/invitation-api"),
  partner: () => import("@pp/domain/partner"),
  "quotation-api": () => import("@pp/domain/quotation-api"),
  "record-search-api": () => import("@pp/domain/record-search-api"),
  "renewal-answers": () => import("@pp/domain/renewal-answers"),
  "tpa-api": () => import("@pp/domain/tpa-api"),
};

export type AnswerModuleName = keyof typeof answerModules;

/** What an answer module exports: its schemas. */
export type AnswerSchemas<K extends AnswerModuleName> = Awaited<ReturnType<(typeof answerModules)[K]>>;
