/**
 * The portal's one way to translate (decision 065): messages with stable ids, extracted from the code into a PO
 * catalog per language (English is a catalog like Arabic) and compiled into the modules the apps load. `npm run
 * i18n` extracts and compiles; the catalog tests fail when either was not run after a change.
 *
 * Three catalogs for the domain's words, which both apps show (below); one for the server's; one for each of the web's journey
 * folders already moved onto the catalogs, so that a screen loads its own messages and no other's — and, for a folder
 * cut by page (WEB_FOLDER_PARTS), one for each part of it.
 */
const WEB_FOLDERS_ON_CATALOGS = [
  "team",
  "security",
  "commission",
  "landing",
  "home",
  "underwriting",
  "invitations",
  "quotation",
  "backoffice",
  "renewal",
  "search",
  "applicant",
  "disclosures",
];

/**
 * The web app's own texts outside the journey folders — the shared components (ui), the shell, the app's routes, the
 * sign-in pages (features/auth) and the API client's own failures (api) — in two catalogs loaded by the app itself: the first pages' (the files the sign-in
 * page shows before anything else loads; `i18n/catalog.test.ts` keeps this list equal to its imports) with the
 * language, and the rest ("common") with the first screen beyond the sign-in page.
 */
const FIRST_PAGES_FILES = [
  "api/client.ts",
  "features/auth/login-page.tsx",
  "shell/footer.tsx",
  "shell/language-switch.tsx",
  "shell/logo.tsx",
  "ui/page-loader.tsx",
  "ui/plain/text-field.tsx",
  "ui/route-error-page.tsx",
].map((file) => `<rootDir>/apps/web/src/${file}`);
const COMMON_FOLDERS = ["api", "ui", "shell", "app", "features/auth"].map(
  (folder) => `<rootDir>/apps/web/src/${folder}`,
);
const TESTS = ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx"];

/** The domain's files whose messages the sign-in pages show, and the one that names the team's roles and permissions. */
const DOMAIN_SIGN_IN_FILES = ["sign-in-rule.ts", "two-factor.ts", "account-sessions.ts", "control-chars.ts"].map(
  (file) => `<rootDir>/packages/domain/src/${file}`,
);
const DOMAIN_TEAM_FILES = ["<rootDir>/packages/domain/src/team-words.ts"];

/** The messages of the code under `folder`, in `folder` + `at`'s `locales/en.po`, ar.po and their compiled en.ts, ar.ts. */
const catalogOf = (folder: string, at = "") => ({
  path: `<rootDir>/${folder}${at}/locales/{locale}`,
  include: [`<rootDir>/${folder}`],
  exclude: TESTS,
});

/**
 * A journey folder cut by page (issue 41): the pages a route shows first keep the folder's catalog, and the sub-folders
 * of the pages that come later have catalogs of their own (`locales/<part>/`), so that the first page does not load
 * every later page's words. The later pages name both catalogs: the folder's holds what they share (the stepper).
 */
const WEB_FOLDER_PARTS: Record<string, Record<string, string[]>> = {
  // The wizard's step 1 (sponsor-details, the retrieval it opens) and what every step shares, in `quotation`; the
  // steps after it in `quotation/steps`.
  quotation: {
    steps: [
      "select-plan",
      "member-details",
      "upload-documents",
      "declaration",
      "underwriting-review",
      "finalize",
      "payment",
      "applicant-link",
      // Shared by the later steps only: the review the last steps show, and the upload of a document.
      "components/review-step.tsx",
      "api/upload-document.ts",
    ],
  },
  // The back office's lists (quotations/, policies/, sold-by, the not-found page) in `backoffice`, what a record's
  // pages say (its details, the sponsor's record, the servicing, the additional documents) in `backoffice/records`.
  backoffice: {
    records: ["detail", "sponsors", "servicing", "additional-documents", "api/upload-additional-document.ts"],
  },
};

/**
 * A journey folder's catalogs: its own, less its parts' sub-folders and files, and one for each part. An id is said in
 * one catalog only (the server's catalogs test): a page of one part does not write another part's ids.
 */
function webFolderCatalogs(name: string) {
  const folder = `apps/web/src/features/${name}`;
  const parts = Object.entries(WEB_FOLDER_PARTS[name] ?? {});
  const under = (paths: string[]) => paths.map((sub) => `<rootDir>/${folder}/${sub}`);
  // A glob's ignore needs the `/**` to leave out a folder's files, not the folder alone.
  const ignored = (paths: string[]) => under(paths).map((p) => (/\.tsx?$/.test(p) ? p : `${p}/**`));
  return [
    { ...catalogOf(folder), exclude: [...TESTS, ...parts.flatMap(([, paths]) => ignored(paths))] },
    ...parts.map(([part, paths]) => ({
      path: `<rootDir>/${folder}/locales/${part}/{locale}`,
      include: under(paths),
      exclude: TESTS,
    })),
  ];
}

export default {
  sourceLocale: "en",
  locales: ["en", "ar"],
  catalogs: [
    // The domain's: the sign-in pages' messages apart (the sign-in page in Arabic loads only these), the team's words
    // apart (the screens that show a role or a permission load only these), and all the others.
    {
      path: "<rootDir>/packages/domain/src/i18n/locales/sign-in/{locale}",
      include: DOMAIN_SIGN_IN_FILES,
      exclude: TESTS,
    },
    { path: "<rootDir>/packages/domain/src/i18n/locales/team/{locale}", include: DOMAIN_TEAM_FILES, exclude: TESTS },
    {
      path: "<rootDir>/packages/domain/src/i18n/locales/{locale}",
      include: ["<rootDir>/packages/domain/src"],
      exclude: [...TESTS, ...DOMAIN_SIGN_IN_FILES, ...DOMAIN_TEAM_FILES],
    },
    catalogOf("apps/server/src", "/i18n"),
    ...WEB_FOLDERS_ON_CATALOGS.flatMap(webFolderCatalogs),
    { path: "<rootDir>/apps/web/src/i18n/locales/first/{locale}", include: FIRST_PAGES_FILES, exclude: TESTS },
    {
      path: "<rootDir>/apps/web/src/i18n/locales/common/{locale}",
      include: COMMON_FOLDERS,
      exclude: [...TESTS, ...FIRST_PAGES_FILES],
    },
  ],
  orderBy: "messageId",
  compileNamespace: "ts",
  // Where each message is used, by file: a line number would change the catalogs with every edit above it.
  formatOptions: { lineNumbers: false },
};
