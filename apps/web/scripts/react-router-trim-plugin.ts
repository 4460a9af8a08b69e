import type { Plugin } from "vite";

/** React Router's bundled code (one file holds the whole library): every page's entry chunk carries it. */
const REACT_ROUTER = /\/node_modules\/react-router\/dist\/(development|production)\/chunk-[\w-]+\.mjs$/;

/**
 * What of React Router each page loads is what Rollup cannot prove unused, and the library's own file defeats it in
 * two ways (decision 066, "React Router"):
 * - its components made with `forwardRef` (`Link`, `NavLink`, `Form`) carry no pure mark and are then given a
 *   `displayName`, so they stay, with everything they use (the framework mode's prefetching, the data router's forms),
 *   in the entry chunk of an app that never renders them. The mark is added and the names (read only by React's
 *   developer tools) dropped;
 * - the package sends bundlers its development build, whose only difference from the production one is that its
 *   developer warnings are on; they are turned off, as in the production build.
 * The build fails if the library's text no longer has what this rewrites, so an upgrade cannot undo it unseen.
 */
export function reactRouterTrim(): Plugin {
  return {
    name: "pp-react-router-trim",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!REACT_ROUTER.test(id) || !code.includes("var ENABLE_DEV_WARNINGS")) return null;
      return { code: trimReactRouter(code), map: null };
    },
  };
}

const FORWARD_REF = /= (React\d*)\.forwardRef\(/g;
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";$/gm;
const DEV_WARNINGS = "var ENABLE_DEV_WARNINGS = true;";

/** React Router's chunk as it is worth shipping (see `reactRouterTrim`); throws where its text has changed. */
export function trimReactRouter(code: string): string {
  if (!code.includes(DEV_WARNINGS) || !code.match(FORWARD_REF) || !code.match(DISPLAY_NAME))
    throw new Error("React Router's code changed: scripts/react-router-trim-plugin.ts no longer applies to it.");
  return code
    .replace(FORWARD_REF, "= /* @__PURE__ */ $1.forwardRef(")
    .replace(DISPLAY_NAME, "")
    .replace(DEV_WARNINGS, "var ENABLE_DEV_WARNINGS = false;");
}
