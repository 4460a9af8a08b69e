// Types of measure.mjs for the test that measures a fixture tree.
export type HouseFile = { path: string; source: string; imports: Record<string, string> };
export type HouseEdge = { from: string; to: string; typeOnly: boolean };
export type HouseTree = { files: HouseFile[]; edges: HouseEdge[] };
export type LayoutRow = { kind: "module" | "infrastructure" | "root"; pattern: RegExp; prefix?: string; name?: string };
type Edge = { from: string; to: string };

export const LAYOUT: LayoutRow[];
export const DOOR: string;
export function placeOf(
  file: string,
  layout?: LayoutRow[],
): { name: string; kind: LayoutRow["kind"]; door: boolean } | undefined;
export function moduleGraphDepth(graph: Map<string, Set<string>>): {
  layers: number;
  edgesInsideCycles: number;
  cycles: string[][];
  componentOf: Map<string, number>;
};
export function sqlTemplates(source: string): string[];
export function measureHouse(
  tree: HouseTree,
  layout?: LayoutRow[],
): {
  modules: string[];
  crossModuleLines: number;
  crossModuleTypeOnlyLines: number;
  crossModulePairs: number;
  linesByPair: Record<string, number>;
  mutualPairs: string[];
  doorBypasses: (Edge & { fromKind: LayoutRow["kind"] })[];
  doorBypassesByKind: Record<string, number>;
  infraToModule: Edge[];
  depth: number;
  edgesInsideCycles: number;
  linesInsideCycles: number;
  cycles: string[][];
  tables: Record<string, { writers: string[]; files: string[] }>;
  tablesWithSeveralWriters: string[];
  tablesNeverWritten: string[];
};
