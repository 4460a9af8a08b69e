import { parsedWhenLoaded } from "../../api/client";
import { retryableImport } from "../../ui/plain/retryable-import";

/**
 * The schemas of the applicant's API (zod), loaded with the page's first call and in parallel with it rather than
 * with the page: the applicant's phone shows the page's frame while both arrive. The forms check with the same
 * schemas, which are loaded by then (the application could not have been shown without them).
 */
export const loadApplicantSchemas = retryableImport(async () => {
  const [link, declaration] = await Promise.all([
    import("@pp/domain/applicant-link"),
    import("@pp/domain/medical-declaration"),
  ]);
  return {
    applicantApplicationResponseSchema: link.applicantApplicationResponseSchema,
    applicantSignRequestSchema: link.applicantSignRequestSchema,
    declarationResponseSchema: declaration.declarationResponseSchema,
    declarationRequestSchema: declaration.declarationRequestSchema,
    declarationDetailsRequestSchema: declaration.declarationDetailsRequestSchema,
  };
});

/** An answer of the applicant's API, parsed with its schema once both have arrived. */
export const parsedAnswer = <T>(
  answer: Promise<unknown>,
  schemaOf: (schemas: Awaited<ReturnType<typeof loadApplicantSchemas>>) => { parse: (value: unknown) => T },
) => parsedWhenLoaded(answer, loadApplicantSchemas, schemaOf);
