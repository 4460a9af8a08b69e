import { readFileSync } from "node:fs";
import path from "node:path";
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";
import { catalogProblems } from "../support/catalog-problems";

const ROOT = path.resolve(import.meta.dirname, "../../../..");

describe("the catalogs (decision 065)", () => {
  it("hold what a fresh extraction of the code gives, every message in every language, compiled as committed", async () => {
    const config = getConfig({ cwd: ROOT, configPath: path.join(ROOT, "lingui.config.ts") });
    const catalogs = await getCatalogs(config);
    // The domain's, the server's and each of the web's journey folders' on the catalogs.
    expect(catalogs.map((catalog) => path.relative(ROOT, catalog.path))).toEqual(
      expect.arrayContaining(["packages/domain/src/i18n/locales/{locale}", "apps/server/src/i18n/locales/{locale}"]),
    );
    const owners = new Map<string, string>();
    for (const catalog of catalogs) {
      const code = (await catalog.collect())!;
      const translations = Object.fromEntries(
        await Promise.all(config.locales.map(async (locale) => [locale, await catalog.read(locale)] as const)),
      );
      expect(catalogProblems(code, translations), catalog.path).toEqual([]);
      // An app loads several catalogs into one Lingui instance: an id said in two would be one of them at random.
      for (const id of Object.keys(code)) {
        expect(owners.get(id), `${id} is in ${catalog.path} and ${owners.get(id)}`).toBeUndefined();
        owners.set(id, catalog.path);
      }
      for (const locale of config.locales) {
        const { messages } = await catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales || {},
          sourceLocale: config.sourceLocale!,
        });
        const { source, errors } = createCompiledCatalog(locale, messages, { namespace: "ts" });
        expect(errors.map((e) => `${locale}: ${e.id}: ${e.error.message}`)).toEqual([]);
        const file = `${catalog.path.replace("{locale}", locale)}.ts`;
        expect(readFileSync(file, "utf8") === source, `${file} is not what npm run i18n compiles`).toBe(true);
      }
    }
  }, 120_000);

  it("name a missing, an unused, a reworded and a mistyped translation", () => {
    const code = {
      "mail.a": { message: "Dear {name}," },
      "mail.b": { message: "{days, plural, one {# day} other {# days}}" },
      "mail.c": { message: "Hello," },
    };
    const en = {
      "mail.a": { translation: "Dear {name}," },
      "mail.b": { translation: "{days, plural, one {# day} other {# days}}" },
      "mail.c": { translation: "Hello there," },
    };
    const ar = {
      "mail.a": { translation: "عزيزي {person}،" },
      "mail.b": { translation: "{days, plural, one {يوم واحد} other {# يوم}}" },
      "mail.gone": { translation: "قديم" },
    };
    expect(catalogProblems(code, { en, ar })).toEqual([
      'en: mail.c is worded "Hello," in the code: run npm run i18n, then check its other languages',
      "ar: mail.a is filled with {person}, its English with {name}",
      'ar: mail.c has no translation ("Hello,")',
      "ar: mail.gone is no longer in the code: run npm run i18n",
    ]);
  });
});
