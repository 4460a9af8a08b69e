// Types of read-tree.mjs for the test that measures a fixture tree.
import type { HouseTree } from "./measure.mjs";

export function readTree(root?: string, dir?: string): Promise<HouseTree>;
