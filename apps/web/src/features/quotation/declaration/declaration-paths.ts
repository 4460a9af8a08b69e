/** The details page of the H+ medical declaration (the spec's main-layout route): one form per "yes" that asks. */
export const DECLARATION_DETAILS_PATH = "/additionalque";
