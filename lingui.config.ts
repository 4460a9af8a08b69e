/**
 * The portal's one way to translate (decision 065): messages with stable ids, extracted from the code into a PO
 * catalog per language (English is a catalog like Arabic) and compiled into the modules the server loads. `npm run
 * i18n` extracts and compiles; the catalog test fails when either was not run after a change.
 */
export default {
  sourceLocale: "en",
  locales: ["en", "ar"],
  catalogs: [
    {
      path: "<rootDir>/apps/server/src/i18n/locales/{locale}",
      include: ["<rootDir>/apps/server/src", "<rootDir>/packages/domain/src"],
      exclude: ["**/node_modules/**", "**/*.test.ts"],
    },
  ],
  orderBy: "messageId",
  compileNamespace: "ts",
  // Where each message is used, by file: a line number would change the catalogs with every edit above it.
  formatOptions: { lineNumbers: false },
};
