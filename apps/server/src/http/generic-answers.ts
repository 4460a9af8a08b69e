import type { Words } from "@pp/domain";

/** What any endpoint may answer, whichever route it reached (decision 065: words with ids, in the catalogs). */
export const GENERIC_ANSWERS = {
  validation: /*i18n*/ { id: "answer.generic.validation", message: "Please correct the highlighted fields." },
  invalidValue: /*i18n*/ { id: "answer.generic.invalidValue", message: "Invalid value." },
  unknownQuery: /*i18n*/ {
    id: "answer.generic.unknownQuery",
    message: "This address does not take some of the query parameters sent.",
  },
  unknownQueryKey: /*i18n*/ { id: "answer.generic.unknownQueryKey", message: "Not a query parameter of this address." },
  serverFault: /*i18n*/ {
    id: "answer.generic.serverFault",
    message:
      "Something went wrong on our side. Please try again in a moment; if it keeps happening, contact customer relations.",
  },
  answerFault: /*i18n*/ {
    id: "answer.generic.answerFault",
    message:
      "This could not be shown because of a fault on our side, which has been reported. Please try again later; if it keeps happening, contact customer relations.",
  },
  notFound: /*i18n*/ { id: "answer.generic.notFound", message: "The requested item was not found." },
  signIn: /*i18n*/ { id: "answer.generic.signIn", message: "Please sign in to continue." },
  crossSite: /*i18n*/ {
    id: "answer.generic.crossSite",
    message: "This request came from another site and was refused.",
  },
  duplicateField: /*i18n*/ { id: "answer.generic.duplicateField", message: "Each field may be sent only once." },
} satisfies Record<string, Words>;

/** Fastify's own client errors, reworded for people. */
export const CLIENT_ERROR_ANSWERS: Record<number, Words> = {
  400: /*i18n*/ {
    id: "answer.generic.unreadable",
    message: "The request could not be read. Please check what you sent and try again.",
  },
  404: /*i18n*/ { id: "answer.generic.noAddress", message: "Not found." },
  405: /*i18n*/ { id: "answer.generic.methodNotAllowed", message: "This action is not allowed here." },
  413: /*i18n*/ { id: "answer.generic.tooLarge", message: "What you sent is too large." },
  415: /*i18n*/ { id: "answer.generic.unsupportedType", message: "This type of content is not accepted." },
  429: /*i18n*/ {
    id: "answer.generic.tooManyRequests",
    message: "Too many requests. Please wait a moment and try again.",
  },
};

/** A record of the portal the request names but that is not there (or not the caller's). */
export const NOT_FOUND_ANSWERS = {
  policy: /*i18n*/ { id: "answer.notFound.policy", message: "Policy not found." },
  quotation: /*i18n*/ { id: "answer.notFound.quotation", message: "Quotation not found." },
  member: /*i18n*/ { id: "answer.notFound.member", message: "Member not found." },
  document: /*i18n*/ { id: "answer.notFound.document", message: "Document not found." },
  payment: /*i18n*/ { id: "answer.notFound.payment", message: "Payment not found." },
  taxDocument: /*i18n*/ {
    id: "answer.notFound.taxDocument",
    message: "This policy has no tax document of that number.",
  },
  card: /*i18n*/ { id: "answer.notFound.card", message: "This member has no card on the policy." },
} satisfies Record<string, Words>;
