/** The steps of a sign-in after the password (outside the main layout, like /login). */
export const SECOND_FACTOR_PATH = "/login/two-factor";
export const TWO_FACTOR_SETUP_PATH = "/login/two-factor-setup";
