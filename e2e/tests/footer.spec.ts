import { readFileSync } from "node:fs";
import path from "node:path";
import { DEMO, expect, signIn, test } from "../support/fixtures";
import { repoRoot } from "../support/paths";

// The server reports the version of the root package.json.
const version = (JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string }).version;

test("The footer shows the version and how to reach customer relations", async ({ page }) => {
  await signIn(page, DEMO.basic.userId, DEMO.basic.password);
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`Version ${version}`);
  await expect(footer).toContainText("Customer relations");
  await expect(footer.getByRole("link", { name: "800 4746" })).toHaveAttribute("href", "tel:8004746");
  await expect(footer.getByRole("link", { name: "customercare@partnerportal.ae" })).toHaveAttribute(
    "href",
    "mailto:customercare@partnerportal.ae",
  );
});
