import { createRequire } from "node:module";

/**
 * How the journeys start Debian's Chromium (`/usr/bin/chromium`, the full browser in its headless mode).
 *
 * The full browser opens each test's page in a window of its own with the browser's interface, and that interface
 * preloads the address bar's suggestion popups (WebUIs) into a renderer of their own for every window: about 0.6 s of
 * CPU per new context and page, more than our home page itself costs (`node bench/chromium-flags.mjs`,
 * docs/benchmarks.md). No test looks at the address bar, so those popups are turned off.
 *
 * Chromium reads only the last `--disable-features` it is given, and Playwright passes its own list first: the list
 * here repeats Playwright's, then adds ours. Playwright's is copied from the version the lock file installs; another
 * version stops the run below, so that an upgrade re-reads its list instead of silently dropping it.
 */
const PLAYWRIGHT_VERSION = "1.65.1";
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];
/** The address bar's suggestion popups, drawn as WebUIs in the full browser. */
const ADDRESS_BAR_POPUPS = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

const installed = createRequire(import.meta.url)("playwright-core/package.json").version as string;
if (installed !== PLAYWRIGHT_VERSION) {
  throw new Error(
    `e2e/support/chromium-launch.ts repeats the --disable-features list of Playwright ${PLAYWRIGHT_VERSION}, but ${installed} is installed: copy that version's list (disabledFeatures in playwright-core's chromium switches) and update the version.`,
  );
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUPS].join(",")}`,
];
