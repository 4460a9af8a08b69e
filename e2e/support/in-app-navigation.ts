import type { Page } from "@playwright/test";

/**
 * Opens `address` in the app already loaded, as its own links open a screen: the router is told of the new address
 * (the history's popstate, which it listens to) and renders it in place, without loading the page again. The caller
 * waits for what the new screen shows; the one before may stay on view while the next one's code loads.
 */
export async function openInApp(page: Page, address: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, address);
}
