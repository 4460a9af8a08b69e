import type { Locator } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { DEMO, expect, partnerReference, signIn, test } from "../support/fixtures";

type Expected = { name: string; href: string | RegExp; external?: boolean };

const CONFIG_SITES = {
  hplusRenewals: "https://hplus.partnerportal.ae/renewals",
  paSite: "https://pa.partnerportal.ae/",
  termSite: "https://term.partnerportal.ae/",
};

async function expectEntries(group: Locator, entries: Expected[]) {
  const links = group.getByRole("link");
  await expect(links).toHaveCount(entries.length);
  for (const [i, entry] of entries.entries()) {
    const link = links.nth(i);
    await expect(link).toContainText(entry.name);
    await expect(link).toHaveAttribute("href", entry.href);
    if (entry.external) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    } else {
      await expect(link).not.toHaveAttribute("target", "_blank");
    }
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const external = (site: string, query: string) => new RegExp(`^${escapeRegExp(site)}\\?${query}$`);

test("A partner allowed everything sees every sidebar group with the spec's entries", async ({ page, request }) => {
  const config = await (await request.get("/api/config")).json();
  expect(config.links).toMatchObject(CONFIG_SITES);

  await signInPage(page, DEMO.all);
  await page.goto("/partnerhomepage");
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav).toBeVisible();
  // The product sites get the partner's opaque reference as UserId, never the sign-in id.
  const ref = await partnerReference(page);
  const group = (title: string) => nav.getByRole("list", { name: title, exact: true });

  await expectEntries(group("H+"), [
    { name: "New H+ Application", href: "/sponsormemberdetail" },
    {
      name: "Health Plus Renewals",
      href: external(CONFIG_SITES.hplusRenewals, `UserId=${ref}&Access=1`),
      external: true,
    },
    { name: "Quotations", href: "/quotation" },
    { name: "Policies", href: "/policies/all" },
    { name: "Health Pending Renewals", href: "/renewalpolicies/renewals" },
    { name: "Quotation Retrieval", href: "/Quotation-Retrieval" },
    { name: "Upload Additional documents", href: "/upload-additional-documents" },
    { name: "Underwriting Approvals", href: "/Approval" },
  ]);
  await expectEntries(group("PA Plan"), [
    { name: "New PA Plan Application", href: external(CONFIG_SITES.paSite, `UserId=${ref}`), external: true },
    { name: "Quotations", href: "/quotation-pa" },
    { name: "Policies", href: "/policies-pa" },
  ]);
  await expectEntries(group("Term Plan"), [
    { name: "New Term Plan Application", href: external(CONFIG_SITES.termSite, `UserId=${ref}`), external: true },
    { name: "Quotations", href: "/quotation-tp" },
    { name: "Policies", href: "/policies-tp" },
  ]);
  await expectEntries(group("Basic"), [
    { name: "New Business Application", href: "/Basic-B2C/sponsordetail" },
    { name: "New Business", href: "/policieNewBusiness/nb" },
    { name: "Pending Renewals", href: "/policiePendingRenewals/pending" },
    { name: "Renewed Policies", href: "/policieRenewals/renewals" },
    { name: "ALL", href: "/policieNewBusinessAll/all" },
  ]);
  await expect(group("Basic").getByRole("list", { name: "Policies" }).getByRole("link")).toHaveCount(4);
  await expectEntries(group("Invitations"), [
    { name: "H+", href: "/invitation" },
    { name: "Term Plan", href: "/invitation-tp" },
    { name: "PA", href: "/invitation-pa" },
    { name: "Basic", href: "/invitationbasic" },
    { name: "Basic renewal", href: "/invitationsrenewals" },
    { name: "Health Plus renewals", href: "/Hrenewals" },
    { name: "Video Call Invite", href: "/videocall-invite" },
  ]);
  await expect(group("Invitations").getByRole("list", { name: "New Business" }).getByRole("link")).toHaveCount(4);
  await expect(group("Invitations").getByRole("list", { name: "Renewed Business" }).getByRole("link")).toHaveCount(3);
});

test("A Basic-only partner sees just the Basic group", async ({ page }) => {
  await signInPage(page, DEMO.basic);
  await page.goto("/partnerhomepage");
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav.getByRole("list", { name: "Basic", exact: true })).toBeVisible();
  for (const hidden of ["H+", "PA Plan", "Term Plan", "Invitations"]) {
    await expect(nav.getByRole("list", { name: hidden, exact: true })).toHaveCount(0);
  }
  // The Basic group, and the refunds every selling partner follows.
  await expect(nav.getByRole("link")).toHaveCount(6);
  await expectEntries(nav.getByRole("list", { name: "Policy servicing", exact: true }), [
    { name: "Refunds", href: "/refunds" },
  ]);
  await expect(nav.getByRole("link", { name: "New Business Application" })).toHaveAttribute(
    "href",
    "/Basic-B2C/sponsordetail",
  );
});

test("A Basic-only partner who opens New H+ Application by its address is told so before typing anything", async ({
  page,
}) => {
  await signInPage(page, DEMO.basic);
  await page.goto("/sponsormemberdetail");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New H+ Application");
  await expect(page.getByText("Your account is not set up to sell H+ plans.", { exact: false })).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/partnerhomepage");
});

test("Leaving for another product site keeps only the partner details in the browser", async ({ page }) => {
  await signInPage(page, DEMO.all);
  await page.goto("/partnerhomepage");
  await page.evaluate(() => {
    localStorage.setItem("Quotation_No", "BQ-2026-000001");
    sessionStorage.setItem("SponsorData", "{}");
  });
  const nav = page.getByRole("navigation", { name: "Main menu" });
  // The product site is not reachable from the test machine; only what happens in this tab matters.
  await page.context().route(/partnerportal\.ae/, (route) => route.fulfill({ status: 200, body: "product site" }));
  const popup = page.waitForEvent("popup");
  await nav.getByRole("link", { name: /New PA Plan Application/ }).click();
  await (await popup).close();

  const stored = await page.evaluate(() => ({ local: localStorage.length, session: Object.keys(sessionStorage) }));
  expect(stored).toEqual({ local: 0, session: ["PartnerDetails"] });
});

test("The menu button collapses and reopens the sidebar", async ({ page }) => {
  await signInPage(page, DEMO.basic);
  await page.goto("/partnerhomepage");
  const nav = page.getByRole("navigation", { name: "Main menu" });
  const toggle = page.getByRole("button", { name: "Toggle menu" });
  await expect(nav).toBeVisible();
  await toggle.click();
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(nav).toBeVisible();
});

test("The insurer's underwriter signs in to the queue and sees only the Underwriting group", async ({ page }) => {
  await signIn(page, DEMO.underwriter.userId, DEMO.underwriter.password);
  await expect(page).toHaveURL("/Approval");
  const nav = page.getByRole("navigation", { name: "Main menu" });
  for (const partnerGroup of ["H+", "PA Plan", "Term Plan", "Basic", "Policy servicing", "Invitations"])
    await expect(nav.getByRole("list", { name: partnerGroup, exact: true })).toHaveCount(0);
  await expectEntries(nav.getByRole("list", { name: "Underwriting", exact: true }), [
    { name: "Underwriting Queue", href: "/Approval" },
  ]);
  await page.getByRole("link", { name: "Partner Portal home" }).click();
  await expect(page).toHaveURL("/Approval");
});
