import { createHash } from "node:crypto";
import { PAGE_STYLE } from "./html-page";

/*
 * The sheets React Aria writes into `<style>` elements, word for word: `inline-styles.test.ts` reads them from the
 * installed react-aria, so an upgrade that changes one fails there instead of silently losing it in the browser.
 */
/** Written once a pressable element shows (usePress): scrolling and zooming stay the browser's on a touch screen. */
export const PRESSABLE_STYLE =
  "@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}";
/** Written while a dialog is open on iOS (usePreventScroll): the page behind it does not scroll. */
export const SCROLL_LOCK_STYLE = "@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}";

const sourceOf = (css: string) => `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;

/**
 * The only `<style>` elements a page may apply besides the app's own stylesheet, named by their hashes in the content
 * security policy: the server's own pages' sheet and React Aria's two. Styles set from script through the CSS
 * object model (React's `style` prop) are not inline styles to the policy; anything else written into the page is.
 */
export const INLINE_STYLE_SOURCES = [PAGE_STYLE, PRESSABLE_STYLE, SCROLL_LOCK_STYLE].map(sourceOf);
