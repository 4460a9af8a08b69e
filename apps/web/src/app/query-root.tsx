import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { appQueryClient } from "./query-client";

/**
 * What a screen that reads the server's data through TanStack Query renders within: the app's one cache. The sign-in
 * pages render without it, so their first load carries no TanStack Query (decision 066); each other screen's route
 * loads this with its own code (`lazyNamed`'s `queries`), and all of them share the one cache.
 */
export function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
