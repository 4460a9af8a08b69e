import { expect, test } from "../support/fixtures";
import { seriousViolations } from "./quotation-documents-helpers";
import { DEMO_SPONSOR_EMAIL, INSURED, mailedCode, masked, searchPolicy, UNLOCK } from "./renewal-helpers";

test("A customer sees the policy masked until the code e-mailed to the address on file shows the full details", async ({
  page,
}) => {
  // Juan's policy stays due: this journey only looks, it does not pay.
  const juan = INSURED.juan;
  const policyNo = await searchPolicy(page, "Passport", juan.passport, juan.dateOfBirth);

  // The first view: first names and initials, a masked e-mail and mobile, no date of birth or ID number.
  const policy = page.getByRole("region", { name: "Your policy" });
  const members = page.getByRole("region", { name: "Insured members" });
  const contact = page.getByRole("region", { name: "Contact details" });
  await expect(policy).toContainText("Omar H.");
  await expect(policy).not.toContainText("Haddad");
  await expect(members.getByRole("heading", { level: 3, name: masked(juan.name) })).toBeVisible();
  await expect(members).not.toContainText("Date of birth");
  await expect(contact).toContainText("o•••••@e•••••.com");
  await expect(contact).toContainText("055•••••67");
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveCount(0);
  const raw = await (await page.request.get("/api/renewals/current")).text();
  for (const hidden of ["1990-09-30", juan.passport, juan.emiratesId, DEMO_SPONSOR_EMAIL, "0551234567", "Santos"]) {
    expect(raw, `the masked view's data holds ${hidden}`).not.toContain(hidden);
  }

  // Asking for the code: it goes to the address on file, which the page names only masked.
  const sentAt = Date.now();
  await page.getByRole("button", { name: UNLOCK }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "We sent a 6-digit code to o•••••@e•••••.com." }),
  ).toBeVisible();
  const codeField = page.getByRole("textbox", { name: "6-digit code" });
  await expect(codeField).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  const code = await mailedCode(sentAt, policyNo);

  // A wrong code says how many tries are left and keeps what was typed.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await codeField.fill(wrong);
  await page.getByRole("button", { name: "Confirm code" }).click();
  await expect(codeField).toHaveAccessibleDescription("That code is not right. You have 4 tries left.");
  await expect(codeField).toHaveValue(wrong);

  // The right one shows everything, and the contact details can be changed.
  await codeField.fill(code);
  await page.getByRole("button", { name: "Confirm code" }).click();
  await expect(policy).toContainText("Omar Haddad");
  await expect(members.getByRole("heading", { level: 3, name: juan.name })).toBeVisible();
  await expect(members).toContainText("Date of birth30/09/1990");
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue(DEMO_SPONSOR_EMAIL);
  await expect(page.getByRole("button", { name: UNLOCK })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
