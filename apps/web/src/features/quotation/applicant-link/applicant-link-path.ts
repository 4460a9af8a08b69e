/** The partner's view of the applicant's own link (the spec's main-layout route), in a journey with a declaration. */
export const APPLICANT_LINK_PATH = "/applicantdetail";
