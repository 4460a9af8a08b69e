// Types of support.mjs for the TypeScript benches.
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export const repoRoot: string;
export function benchEnv(): Promise<{ label: string; vars: Record<string, string>; drop: () => Promise<void> }>;
export function startServer(options?: { port?: number; env?: Record<string, string> }): Promise<{
  base: string;
  pid: number;
  memory(): { rssKb: number; peakKb: number };
  stop(): Promise<void>;
}>;
export function signIn(base: string, userId?: string, password?: string): Promise<string>;
export function summarise(name: string, result: unknown): Record<string, number | string>;
