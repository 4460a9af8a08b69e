import { SIGN_IN_PATH } from "@pp/domain/routing";

/** The steps of a sign-in after the password (outside the main layout, like the sign-in page). */
export const SECOND_FACTOR_PATH = `${SIGN_IN_PATH}/two-factor`;
export const TWO_FACTOR_SETUP_PATH = `${SIGN_IN_PATH}/two-factor-setup`;

/** What the password step hands the second-factor page: the challenge for this browser's key, if it is trusted. */
export type SecondFactorLocationState = { deviceChallenge?: string } | null;
