import { type ComponentType, isValidElement, lazy, type ReactElement, Suspense } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { startAnswerWorker } from "../api/answer-checker";
import { type Catalog, loadScreenTexts } from "../i18n/i18n";
import { PageLoader } from "../ui/page-loader";

/**
 * What starts loading the code behind a route's element: the element `page()` made, or the component `lazyPage()` made.
 * A layout's page would otherwise start loading only once the layout's own code has arrived and rendered its outlet:
 * one more round of requests on a phone's slow link.
 */
const starters = new WeakMap<object, () => void>();

/** Starts loading the code of every route the address matches (a layout and its page), all at once. */
export function preloadRoutes(routes: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) starterOf(route.element)?.();
}

/**
 * The starter of a route's element, or of the lazy page it wraps: a wizard's step is its page inside the journey's
 * provider, and without looking inside, the step's code would start loading only once the shell had rendered.
 */
function starterOf(element: unknown): (() => void) | undefined {
  if (!isValidElement<{ children?: unknown }>(element)) return undefined;
  return starters.get(element) ?? starters.get(element.type as object) ?? starterOf(element.props.children);
}

/** A lazy component whose chunk can be asked for before it renders; both share one load. */
function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    // A load that failed (a preload on a lost connection, say) is tried again by the next that asks.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(start), { preload: start });
}

/**
 * The app's one query cache around a page, loaded with the page's code, not before (decision 066). A signed-in page
 * asks the server as soon as it renders (the shell its session): the answers' worker starts with the cache's code, so
 * its own script has arrived by then and the first answer waits only for its schemas. (The customer's app, whose
 * landing page asks nothing, starts it with its first request.)
 */
const loadQueryRoot = () =>
  import("./query-root").then((m) => {
    startAnswerWorker();
    return m.QueryRoot;
  });

/**
 * Route-level code splitting: each page is its own chunk, loaded when its route is first visited, together with the
 * screens' texts when the page is in Arabic and the catalogs of its texts (`texts`: its folder's, the domain's) in the
 * page's language. The sign-in page (`firstPage`) needs only the texts that load with the language itself. A page (or layout) that reads the server's data through TanStack Query says so (`queries`): the
 * query cache's code loads beside its own and it renders within the cache, which the sign-in pages do without. Pages
 * use named exports (house style), so the export to render is named here.
 */
export function lazyNamed<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  {
    firstPage = false,
    queries = false,
    texts = [],
  }: { firstPage?: boolean; queries?: boolean; texts?: readonly Catalog[] } = {},
) {
  return preloadable(async () => {
    // The texts are asked for before the code: the code comes in many files, and over HTTP/1.1 (six at a time) a
    // catalog asked for after them waits behind them all, and the page with it.
    const [, module, QueryRoot] = await Promise.all([
      firstPage ? undefined : loadScreenTexts(texts),
      load(),
      queries ? loadQueryRoot() : undefined,
    ]);
    const Page: ComponentType = module[name];
    if (!QueryRoot) return { default: Page };
    return {
      default: () => (
        <QueryRoot>
          <Page />
        </QueryRoot>
      ),
    };
  });
}

/** Renders a lazy page with a loader while its chunk arrives. */
export function page(Page: ReturnType<typeof lazyNamed>): ReactElement {
  const element = (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
  starters.set(element, () => void Page.preload().catch(() => undefined));
  return element;
}

/**
 * A route-level chunk whose page takes props (the product, view or kind the route stands for), loaded with the
 * catalogs of its texts (`texts`) as `lazyNamed`'s.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { texts = [] }: { texts?: readonly Catalog[] } = {},
) {
  const Lazy = preloadable<P>(async () => {
    // The texts before the code, as lazyNamed asks for them.
    const [, Page] = await Promise.all([loadScreenTexts(texts), load()]);
    return { default: Page };
  });
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  starters.set(LazyPage, () => void Lazy.preload().catch(() => undefined));
  return LazyPage;
}
