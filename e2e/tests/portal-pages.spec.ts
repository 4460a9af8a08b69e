import { DEMO, expect, signIn, test } from "../support/fixtures";
import { uniqueWord } from "./backoffice-helpers";
import { createQuotationWithMembers, domesticWorker } from "./quotation-documents-helpers";
import { signInAsAgent, uniqueEmail } from "./quotation-helpers";

test("The public landing page leads a customer to the renewal and a partner to sign-in, without an account", async ({
  page,
}) => {
  await page.goto("/landingpage");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Health, accident and life cover for the UAE");
  await expect(page.getByRole("region", { name: "Plans our partners sell" })).toContainText("Health Plus (H+)");
  // The page asks the server nothing: a phone fetches no answers' worker for it and starts no thread.
  expect(page.workers()).toHaveLength(0);
  await page.getByRole("link", { name: "Renew a policy" }).click();
  await expect(page).toHaveURL("/Basic-Renewals/searchpolicy");
  await page.goBack();
  // The landing page is the customer's app; the sign-in page comes with the portal's, loaded as a new page.
  await page.getByRole("link", { name: "Partner sign in" }).click();
  await expect(page).toHaveURL("/login");
  await signIn(page, DEMO.all.userId, DEMO.all.password);
  await expect(page).toHaveURL("/partnerhomepage");
});

test("/home is the signed-in home page", async ({ page }) => {
  await signInAsAgent(page);
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome, /);
});

test("A sponsor's record gathers their quotations, reached from a quotation or by a search", async ({ page }) => {
  await signInAsAgent(page);
  const name = `${uniqueWord()} Haddad`;
  const email = uniqueEmail("sponsor");
  const first = await createQuotationWithMembers(page, [domesticWorker()], {
    sponsorName: name,
    sponsorEmail: email,
  });
  const second = await createQuotationWithMembers(page, [], {
    sponsorName: name,
    sponsorEmail: email,
    productCategory: 2,
  });

  await page.goto(`/quotationdetail/${first.number}`);
  await page.getByRole("link", { name: "All records of this sponsor" }).click();
  await expect(page).toHaveURL(/\/sponsordetail\?q=/);
  const card = page.getByRole("region", { name });
  await expect(card).toContainText(email);
  const quotations = card.getByRole("table", { name: `Quotations of ${name}` });
  await expect(quotations.getByRole("row")).toHaveCount(3);
  await expect(quotations).toContainText(first.number);
  await expect(quotations).toContainText(second.number);
  await expect(card).toContainText("No policy yet.");
  await quotations.getByRole("link", { name: second.number }).click();
  await expect(page).toHaveURL(`/QuotationH/${second.number}`);

  // Searched by hand: too short says how much to type; a part of the name finds the sponsor, and survives a reload.
  await page.goto("/sponsordetail");
  const search = page.getByRole("textbox", { name: "Name, e-mail or mobile number" });
  await search.fill("ab");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(
    page.getByText("Type at least 3 characters of a name, an e-mail address or a mobile number."),
  ).toBeVisible();
  await search.fill(name.split(" ")[0]!);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("status")).toHaveText("1 sponsor found.");
  await page.reload();
  await expect(page.getByRole("region", { name })).toContainText(first.number);
});

test("Each page names the texts it paints with, from the real build, in its language", async ({ request }) => {
  const named = async (path: string, language: string) => {
    const html = await (await request.get(path, { headers: { "accept-language": language } })).text();
    return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? "");
  };
  const expectNamed = (files: string[], chunks: string[]) => {
    for (const chunk of chunks)
      expect(
        files.some((file) => file.includes(`/${chunk}-`)),
        chunk,
      ).toBe(true);
  };
  expectNamed(await named("/login", "en"), ["texts-first-en"]);
  expectNamed(await named("/landingpage", "en"), ["texts-first-en", "texts-common-en"]);
  const shell = await named("/partnerhomepage", "ar");
  expectNamed(shell, [
    "texts-first-ar",
    "arabic-first-pages",
    "texts-common-ar",
    "texts-domain-ar",
    "signed-in-routes",
  ]);
  // The texts come first: a browser fetches six files at a time over HTTP/1.1, in the order the page names them.
  expect(shell[0]).toContain("/texts-first-ar-");
  for (const file of shell) expect((await request.get(file)).status(), file).toBe(200);
});
