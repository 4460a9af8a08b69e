import { useEffect } from "react";
import { BrowserRouter, type RouteObject, useLocation, useRoutes } from "react-router";
import { PageLoader } from "../ui/page-loader";
import { RouteErrorBoundary } from "../ui/route-error-page";
import { customerPageRoutes, customerRenewalRoute } from "./routes/customer-routes";

/**
 * A page of the portal this app does not hold (the partner's sign-in from the landing page, say): the browser loads it
 * from the server, which sends the whole portal's app for it. The server sends this app only for the customer's pages
 * (`isCustomerAppPage`), all of which are routes below, so this never sends the browser back here.
 */
function ElsewhereInThePortal() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    // Always this portal's own address: a path such as "//elsewhere.example" would otherwise leave the site.
    const target = new URL(pathname.replace(/^\/+/, "/") + search + hash, window.location.origin);
    window.location.assign(target.href);
  }, [pathname, search, hash]);
  return <PageLoader />;
}

export const customerRoutes: RouteObject[] = [
  ...customerPageRoutes,
  customerRenewalRoute,
  { path: "*", element: <ElsewhereInThePortal /> },
];

/** The customer's app: the pages customers open without an account, and nothing of the partner's portal. */
export function CustomerRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <CustomerRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}

function CustomerRoutes() {
  return useRoutes(customerRoutes);
}
