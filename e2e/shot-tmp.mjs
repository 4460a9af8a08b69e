import { chromium } from "playwright-core";

const [url, out, lang = "ar", width = "412"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 800 } });
await context.addCookies([{ name: "pp_lang", value: lang, url: "http://localhost:3111" }]);
const page = await context.newPage();
page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
await page.goto(url);
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: true });
console.log(await page.evaluate(() => document.documentElement.outerHTML.slice(0, 120)));
await browser.close();
