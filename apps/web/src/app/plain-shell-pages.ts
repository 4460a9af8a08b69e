import { JOURNEY_PRODUCTS, journeyOf, journeyStepPath } from "@pp/domain";

/**
 * The signed-in pages built without MUI: the partner's home and its dashboard, and step 1 of each wizard (which a
 * partner fills in dozens of times a day). The shell gives them no MUI theme, so a partner who opens one does not
 * download and run MUI before seeing it. Every other page of the shell uses MUI.
 */
const PLAIN_SHELL_PAGES = new Set([
  "/partnerhomepage",
  "/home",
  ...JOURNEY_PRODUCTS.map((product) => journeyStepPath(journeyOf(product), "sponsor").toLowerCase()),
]);

/** Whether the address is one of them; routes match regardless of case and of a trailing slash. */
export const isPlainShellPage = (pathname: string) => PLAIN_SHELL_PAGES.has(pathname.toLowerCase().replace(/\/+$/, ""));
