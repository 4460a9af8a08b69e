import { type ComponentType, lazy, Suspense } from "react";
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
  return lazy<ComponentType>(async () => {
    const [module] = await Promise.all([load(), firstPage ? undefined : loadScreenTexts()]);
    return { default: module[name] };
  });
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
  const Lazy = lazy(async () => {
    const [Page] = await Promise.all([load(), loadScreenTexts()]);
    return { default: Page };
  }) as unknown as ComponentType<P>;
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
