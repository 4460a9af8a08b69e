import { signInPage } from "../support/api-session";
import { DEMO, expect, partnerReference, test } from "../support/fixtures";

test("The home page greets the partner and offers a new application per allowed product", async ({ page }) => {
  await signInPage(page, DEMO.all);
  await page.goto("/partnerhomepage");
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${DEMO.all.name}` })).toBeVisible();
  const main = page.getByRole("main");
  const start = main.getByRole("link", { name: /Start new application/ });
  await expect(start).toHaveCount(4);
  const card = (title: string) => main.getByRole("link", { name: /Start new application/, description: title });
  await expect(card("Health Plus (H+)")).toHaveAttribute("href", "/sponsormemberdetail");
  // The product sites get the partner's reference, never the sign-in id.
  const ref = await partnerReference(page);
  await expect(card("Personal Accident (PA)")).toHaveAttribute("href", `https://pa.partnerportal.ae/?UserId=${ref}`);
  await expect(card("Personal Accident (PA)")).toHaveAttribute("target", "_blank");
  await expect(card("Term Plan")).toHaveAttribute("href", `https://term.partnerportal.ae/?UserId=${ref}`);
  await expect(card("Basic (Essential Benefits Plan)")).toHaveAttribute("href", "/Basic-B2C/sponsordetail");
});

test("A Basic-only partner gets only the Basic card", async ({ page }) => {
  await signInPage(page, DEMO.basic);
  await page.goto("/partnerhomepage");
  const start = page.getByRole("main").getByRole("link", { name: /Start new application/ });
  await expect(start).toHaveCount(1);
  await expect(start).toHaveAttribute("href", "/Basic-B2C/sponsordetail");
});
