import { readFileSync } from "node:fs";
import path from "node:path";
import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";
import { repoRoot } from "../support/paths";
import { untranslatedTexts } from "./arabic-helpers";

// The server reports the version of the root package.json.
const version = (JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string }).version;

test("The footer shows the version and how to reach customer relations", async ({ page }) => {
  await signInPage(page, DEMO.basic);
  await page.goto("/partnerhomepage");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`Version ${version}`);
  await expect(footer).toContainText("Customer relations");
  await expect(footer.getByRole("link", { name: "800 4746" })).toHaveAttribute("href", "tel:8004746");
  await expect(footer.getByRole("link", { name: "customercare@partnerportal.ae" })).toHaveAttribute(
    "href",
    "mailto:customercare@partnerportal.ae",
  );
});

test("Every public page discloses who carries the risk, with the complaints procedure and the privacy notice", async ({
  page,
}) => {
  for (const url of ["/login", "/landingpage", "/Basic-Renewals/searchpolicy"]) {
    await page.goto(url);
    const footer = page.getByRole("contentinfo");
    await expect(footer, url).toContainText(
      "Demonstration Insurance Company (not a real insurer) (insurance regulator registration no. 0000 (demonstration)) carries the risk of the policies offered here; insurance partners sell them as its intermediaries.",
    );
    await expect(footer.getByRole("link", { name: "Complaints" }), url).toHaveAttribute("href", "/complaints");
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Complaints" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "How to make a complaint" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("within 15 working days");
  await expect(page.getByRole("main").getByRole("link", { name: "sanadak.gov.ae" })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("ticking a separate box");

  // In Arabic: the insurer's Arabic legal name, and the notice in Arabic throughout.
  await page.getByRole("button", { name: "العربية" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "إشعار الخصوصية" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("شركة التأمين التجريبية (ليست شركة تأمين حقيقية)");
  expect(await untranslatedTexts(page)).toEqual([]);
  await page.getByRole("contentinfo").getByRole("link", { name: "الشكاوى" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "كيف تقدّم شكوى" })).toBeVisible();
  expect(await untranslatedTexts(page)).toEqual([]);
});
