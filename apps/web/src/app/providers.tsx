import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "./query-client";

/**
 * What every screen needs. MUI's theme is not here: the screens built with MUI wrap themselves in ui/mui-theme, so
 * the first load (the sign-in page) carries neither MUI nor emotion (docs/decisions/006).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
