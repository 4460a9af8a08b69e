import { Children, type ComponentType, isValidElement, lazy, type ReactNode, Suspense } from "react";
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
  const loadPage = once(async () => {
    const [module] = await Promise.all([load(), firstPage ? undefined : loadScreenTexts()]);
    return { default: module[name] };
  });
  return Object.assign(lazy<ComponentType>(loadPage), { preload: loadPage });
}

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
  const loadPage = once(async () => {
    const [Page] = await Promise.all([load(), loadScreenTexts()]);
    return { default: Page };
  });
  const Lazy = lazy(loadPage) as unknown as ComponentType<P>;
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: loadPage });
}

/** The same promise on every call: a page's chunk is asked for once, whether preloaded or rendered first. */
function once<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
}

/**
 * Starts loading every lazy page a route's element renders (the page, or a provider with the page inside): a layout's
 * page need not wait for the layout's code to arrive and render before its own is asked for.
 */
export function preloadElement(node: ReactNode) {
  if (!isValidElement(node)) return;
  const { preload } = node.type as { preload?: () => Promise<unknown> };
  // A chunk that fails here fails again when rendered, where the route's error page offers to try again.
  if (preload) void preload().catch(() => undefined);
  Children.forEach((node.props as { children?: ReactNode }).children, preloadElement);
}
