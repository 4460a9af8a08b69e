// Types of cluster.mjs for the TypeScript that drives it (the e2e cluster harness).
export type ClusterInstance = {
  name: string;
  port: number;
  metricsPort: number;
  dataDir: string;
  logFile: string;
  pid: number;
  env: Record<string, string>;
};

export type ClusterState = {
  url: string;
  dir: string;
  databaseUrl: string;
  bucket: string;
  s3Endpoint: string;
  s3Dir: string;
  nginx: { pid: number; port: number; accessLog: string };
  instanceEnv: Record<string, string>;
  instances: ClusterInstance[];
};

export const repoRoot: string;
export function freePort(): Promise<number>;
export function dropDatabase(url: string): Promise<void>;
export function startInstance(state: ClusterState, index: number): Promise<number>;
export function killInstance(state: ClusterState, index: number): Promise<void>;
export function isRunning(pid: number): boolean;
export function startCluster(options: {
  dir: string;
  databaseUrl: string;
  freshDatabase?: boolean;
  instances?: number;
  port?: number;
  extraEnv?: Record<string, string>;
}): Promise<{ state: ClusterState; stop(): Promise<void> }>;
export function stopProcesses(state: ClusterState): Promise<void>;
export function readState(file: string): ClusterState;
export function writeState(file: string, state: ClusterState): void;
