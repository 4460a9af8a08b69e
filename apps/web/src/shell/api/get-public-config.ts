import type { PublicConfig } from "@pp/domain";
import { PUBLIC_CONFIG_ELEMENT_ID } from "@pp/domain/routing";
import { useEffect, useSyncExternalStore } from "react";
import { apiRequest, isRefused, READ_RETRIES } from "../../api/client";

/**
 * GET /api/config: version, customer-relations contacts and the external product sites (no sign-in needed). Its
 * schema (and zod) loads with the request: the sign-in page, whose footer shows the configuration, loads no zod.
 */
async function getPublicConfig(): Promise<PublicConfig> {
  const [answer, { publicConfigSchema }] = await Promise.all([apiRequest("/api/config"), import("@pp/domain/partner")]);
  return publicConfigSchema.parse(answer);
}

/**
 * The configuration the server wrote into the page's HTML, so the first render already shows the insurer's name and
 * the footer's contacts (nothing moves when they arrive); undefined without one (the dev server), then it is fetched.
 * It is taken as written, unparsed: the server built it from the same schema in the same response as the page, whose
 * scripts (named by content hash) are always the build that wrote it, and parsing it would put zod on every first load.
 * A block that is not the configuration's JSON is ignored.
 */
export function embeddedPublicConfig(): PublicConfig | undefined {
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const config: unknown = JSON.parse(text);
    return isConfigBlock(config) ? (config as PublicConfig) : undefined;
  } catch {
    return undefined;
  }
}

const isConfigBlock = (value: unknown) =>
  typeof value === "object" && value !== null && typeof (value as { version?: unknown }).version === "string";

/**
 * The configuration, read once for the whole app and kept: the embedded one, else fetched when a page first asks for it.
 * A plain store rather than a query, so the pages a visitor opens before signing in load no TanStack Query
 * (decision 066). As the portal's queries do, a fetch that fails is tried twice more unless the server refused it (4xx),
 * and a page shown after a failure asks again.
 */
let config: PublicConfig | undefined;
let embeddedRead = false;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function current() {
  if (!embeddedRead) {
    embeddedRead = true;
    config ??= embeddedPublicConfig();
  }
  return config;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// The queries' wait between tries (TanStack's default): 1 s, then 2 s.
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** attempt, 30_000)));

async function fetchWithRetries() {
  for (let attempt = 0; ; attempt++) {
    try {
      return await getPublicConfig();
    } catch (error) {
      if (isRefused(error) || attempt >= READ_RETRIES) throw error;
      await pause(attempt);
    }
  }
}

function load() {
  if (loading) return;
  loading = fetchWithRetries().then(
    (answer) => {
      config = answer;
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined;
    },
  );
}

/** The public configuration, undefined until it is known (the footer and the pages show without it meanwhile). */
export function usePublicConfig() {
  const data = useSyncExternalStore(subscribe, current);
  useEffect(() => {
    if (!data) load();
  }, [data]);
  return { data };
}
