import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";
import { columnTexts, listStatus, tableRows } from "./backoffice-helpers";

type Screen = {
  group: string;
  /** The sidebar section under the group's heading (the Invitations group has two). */
  section?: string;
  entry: string;
  path: string;
  heading: string;
  shows?: string[];
  numbers?: RegExp;
};

/**
 * Every sidebar entry of spec §2.2 that routes inside the portal, with the heading its screen carries and, for the
 * lists the demo data fills, the shape of the numbers in every row (so each list shows its own product's records).
 */
const SCREENS: Screen[] = [
  { group: "H+", entry: "New H+ Application", path: "/sponsormemberdetail", heading: "New H+ Application" },
  { group: "H+", entry: "Quotations", path: "/quotation", heading: "H+ quotations" },
  { group: "H+", entry: "Policies", path: "/policies/all", heading: "H+ policies" },
  { group: "H+", entry: "Health Pending Renewals", path: "/renewalpolicies/renewals", heading: "H+ pending renewals" },
  {
    group: "H+",
    entry: "Quotation Retrieval",
    path: "/Quotation-Retrieval",
    heading: "Quotation Retrieval",
    shows: ["Quotation reference number", "Contact number"],
  },
  {
    group: "H+",
    entry: "Upload Additional documents",
    path: "/upload-additional-documents",
    heading: "Upload Additional documents",
    shows: ["1. Find the quotation or policy"],
  },
  // The demo seeds PA and Term sales as their sites report them, and Basic policies.
  { group: "PA Plan", entry: "Quotations", path: "/quotation-pa", heading: "PA quotations", numbers: /^PA-/ },
  { group: "PA Plan", entry: "Policies", path: "/policies-pa", heading: "PA policies", numbers: /^PA-P-/ },
  { group: "Term Plan", entry: "Quotations", path: "/quotation-tp", heading: "Term quotations", numbers: /^TERM-/ },
  { group: "Term Plan", entry: "Policies", path: "/policies-tp", heading: "Term policies", numbers: /^TL-P-/ },
  {
    group: "Basic",
    entry: "New Business",
    path: "/policieNewBusiness/nb",
    heading: "Basic new business policies",
    numbers: /^BP-/,
  },
  {
    group: "Basic",
    entry: "Pending Renewals",
    path: "/policiePendingRenewals/pending",
    heading: "Basic pending renewals",
  },
  { group: "Basic", entry: "Renewed Policies", path: "/policieRenewals/renewals", heading: "Basic renewed policies" },
  { group: "Basic", entry: "ALL", path: "/policieNewBusinessAll/all", heading: "Basic policies", numbers: /^BP-/ },
  { group: "Invitations", section: "New Business", entry: "H+", path: "/invitation", heading: "H+ invitations" },
  {
    group: "Invitations",
    section: "New Business",
    entry: "Term Plan",
    path: "/invitation-tp",
    heading: "Term invitations",
  },
  { group: "Invitations", section: "New Business", entry: "PA", path: "/invitation-pa", heading: "PA invitations" },
  {
    group: "Invitations",
    section: "New Business",
    entry: "Basic",
    path: "/invitationbasic",
    heading: "Basic invitations",
  },
  {
    group: "Invitations",
    section: "Renewed Business",
    entry: "Basic renewal",
    path: "/invitationsrenewals",
    heading: "Basic renewal invitations",
  },
  {
    group: "Invitations",
    section: "Renewed Business",
    entry: "Health Plus renewals",
    path: "/Hrenewals",
    heading: "H+ renewal invitations",
  },
  {
    group: "Invitations",
    section: "Renewed Business",
    entry: "Video Call Invite",
    path: "/videocall-invite",
    heading: "Video call invites",
  },
];

const isList = (screen: Screen) =>
  !["/Quotation-Retrieval", "/sponsormemberdetail"].includes(screen.path) && !screen.path.startsWith("/upload");

test("Every internal sidebar entry opens its own working screen", async ({ page }) => {
  test.setTimeout(120_000);
  await signInPage(page, DEMO.all);
  await page.goto("/partnerhomepage");
  const nav = page.getByRole("navigation", { name: "Main menu" });

  for (const screen of SCREENS) {
    await test.step(`${screen.group} › ${screen.entry}`, async () => {
      const group = nav.getByRole("list", { name: screen.group, exact: true });
      await (screen.section ? group.getByRole("list", { name: screen.section, exact: true }) : group)
        .getByRole("link", { name: screen.entry, exact: true })
        .click();
      await expect(page).toHaveURL(screen.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.heading);
      await expect(page.getByText("Page not found")).toHaveCount(0);
      if (isList(screen)) {
        // Loaded, not failed: the list says how many rows it found and shows them or what to do when there are none.
        await expect(listStatus(page)).toHaveText(/^\d+ [a-z ]+ found\.$/);
        await expect(page.getByRole("table").or(page.getByRole("alert"))).toBeVisible();
        await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
      }
      if (screen.numbers) {
        await expect(tableRows(page).first()).toBeVisible();
        const numbers = await columnTexts(page, 1);
        expect(numbers.filter((n) => !screen.numbers!.test(n))).toEqual([]);
      }
      for (const text of screen.shows ?? []) await expect(page.getByText(text).first()).toBeVisible();
    });
  }
});

test("An unknown list type under a policies route says so and leads back", async ({ page }) => {
  await signInPage(page, DEMO.all);
  await page.goto("/policies/everything");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await page.getByRole("link", { name: "All H+ policies" }).click();
  await expect(page).toHaveURL("/policies/all");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("H+ policies");
});
