/**
 * The portal's one way to translate (decision 065): messages with stable ids, extracted from the code into a PO
 * catalog per language (English is a catalog like Arabic) and compiled into the modules the apps load. `npm run
 * i18n` extracts and compiles; the catalog tests fail when either was not run after a change.
 *
 * One catalog for the domain's words, which both apps show; one for the server's; one for each of the web's journey
 * folders already moved onto the catalogs, so that a screen loads its own messages and no other's.
 */
const WEB_FOLDERS_ON_CATALOGS = [
  "team",
  "security",
  "commission",
  "landing",
  "home",
  "renewal",
  "search",
  "applicant",
  "disclosures",
];

/** The messages of the code under `folder`, in `folder` + `at`'s `locales/en.po`, ar.po and their compiled en.ts, ar.ts. */
const catalogOf = (folder: string, at = "") => ({
  path: `<rootDir>/${folder}${at}/locales/{locale}`,
  include: [`<rootDir>/${folder}`],
  exclude: ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx"],
});

export default {
  sourceLocale: "en",
  locales: ["en", "ar"],
  catalogs: [
    catalogOf("packages/domain/src", "/i18n"),
    catalogOf("apps/server/src", "/i18n"),
    ...WEB_FOLDERS_ON_CATALOGS.map((folder) => catalogOf(`apps/web/src/features/${folder}`)),
  ],
  orderBy: "messageId",
  compileNamespace: "ts",
  // Where each message is used, by file: a line number would change the catalogs with every edit above it.
  formatOptions: { lineNumbers: false },
};
