import { type ComponentType, isValidElement, lazy, Suspense } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { loadScreenTexts } from "../i18n/i18n";
import { PageLoader } from "../ui/page-loader";

/**
 * Route-level code splitting: each page is its own chunk, loaded when its route is first visited, together with the
 * screens' texts when the page is in Arabic. The sign-in page (`firstPage`) needs only the texts that load with the
 * language itself. Pages use named exports (house style), so the export to render is named here.
 */
export function lazyNamed<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  { firstPage = false }: { firstPage?: boolean } = {},
) {
  const Lazy = lazy<ComponentType>(async () => {
    const [module] = await Promise.all([load(), firstPage ? undefined : loadScreenTexts()]);
    return { default: module[name] };
  });
  return Object.assign(Lazy, preloadOf(load));
}

/** A lazy page that can fetch its code before it is rendered: the module system keeps the one download for both. */
type Preloadable = { preload?: () => void };

/** A failed early fetch is not an error yet: rendering the page fetches again, and shows the failure if it fails. */
const preloadOf = (load: () => Promise<unknown>): Required<Preloadable> => ({
  preload: () => void load().catch(() => undefined),
});

/** Renders a lazy page with a loader while its chunk arrives. */
export function page(Page: ComponentType) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

/** A route-level chunk whose page takes props (the product, view or kind the route stands for). */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => {
    const [Page] = await Promise.all([load(), loadScreenTexts()]);
    return { default: Page };
  }) as unknown as ComponentType<P>;
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, preloadOf(load));
}

/**
 * Fetches the code of every lazy layout and page the address opens, all at once, when the app starts: otherwise a
 * page's chunk is asked for only once its layout's has arrived and rendered, one round trip after the other on a
 * phone's slow connection. A route's element is a lazy page, or a Suspense around one (`page`).
 */
export function preloadPagesOf(routes: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const element = route.element;
    if (!isValidElement(element)) continue;
    const inner = element.type === Suspense ? (element.props as { children?: unknown }).children : element;
    if (isValidElement(inner)) (inner.type as Preloadable).preload?.();
  }
}
