// What the imports between the server's groups say (issue 40, "Measured"): each edge is one import of one file by
// another, `{ from, to, typeOnly }`, paths from the repository's root.
import { placeOf } from "./layout.mjs";

const pairKey = (a, b) => `${a} -> ${b}`;

/** Each edge with the groups at both ends; edges with an end outside the server's source are left out. */
export function placedEdges(edges, layout) {
  const placed = [];
  for (const edge of edges) {
    const from = placeOf(edge.from, layout);
    const to = placeOf(edge.to, layout);
    if (from && to) placed.push({ ...edge, fromGroup: from, toGroup: to });
  }
  return placed;
}

/**
 * The figures of the imports: modules, import lines between two modules (per edge) and the ordered pairs they run
 * across, the pairs of modules that import each other, imports of another module's file that is not its door (from a
 * module, an infrastructure folder or the root), infrastructure importing a module, and the module graph's depth.
 */
export function measureImports(files, edges, layout) {
  const modules = [
    ...new Set(
      files
        .map((f) => placeOf(f, layout))
        .filter((p) => p?.kind === "module")
        .map((p) => p.name),
    ),
  ].sort();
  const placed = placedEdges(edges, layout);

  const crossModule = placed.filter(
    (e) => e.fromGroup.kind === "module" && e.toGroup.kind === "module" && e.fromGroup.name !== e.toGroup.name,
  );
  const linesByPair = new Map();
  for (const e of crossModule) {
    const key = pairKey(e.fromGroup.name, e.toGroup.name);
    linesByPair.set(key, (linesByPair.get(key) ?? 0) + 1);
  }
  const graph = new Map(modules.map((m) => [m, new Set()]));
  for (const e of crossModule) graph.get(e.fromGroup.name)?.add(e.toGroup.name);

  const mutualPairs = [];
  for (const [a, targets] of graph)
    for (const b of targets) if (a < b && graph.get(b)?.has(a)) mutualPairs.push(`${a} <-> ${b}`);

  const doorBypasses = placed
    .filter((e) => e.toGroup.kind === "module" && e.fromGroup.name !== e.toGroup.name && !e.toGroup.door)
    .map((e) => ({ from: e.from, to: e.to, fromKind: e.fromGroup.kind }));
  const infraToModule = placed
    .filter((e) => e.fromGroup.kind === "infrastructure" && e.toGroup.kind === "module")
    .map((e) => ({ from: e.from, to: e.to }));

  const depth = moduleGraphDepth(graph);
  const linesInsideCycles = crossModule.filter(
    (e) => depth.componentOf.get(e.fromGroup.name) === depth.componentOf.get(e.toGroup.name),
  ).length;

  return {
    modules,
    crossModuleLines: crossModule.length,
    crossModuleTypeOnlyLines: crossModule.filter((e) => e.typeOnly).length,
    crossModulePairs: linesByPair.size,
    linesByPair: Object.fromEntries([...linesByPair].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))),
    mutualPairs: mutualPairs.sort(),
    doorBypasses,
    doorBypassesByKind: countBy(doorBypasses, (b) => b.fromKind),
    infraToModule,
    depth: depth.layers,
    edgesInsideCycles: depth.edgesInsideCycles,
    linesInsideCycles,
    cycles: depth.cycles,
  };
}

function countBy(items, keyOf) {
  const counts = {};
  for (const item of items) counts[keyOf(item)] = (counts[keyOf(item)] ?? 0) + 1;
  return counts;
}

/**
 * The depth of a graph (`Map<node, Set<node>>`): its strongly connected components are collapsed, and the longest path
 * of the resulting acyclic graph is counted in layers (nodes on it; a graph without edges is 1 deep). The edges inside
 * a component are the ones that run back up: no order of the modules makes them all point one way.
 */
export function moduleGraphDepth(graph) {
  const componentOf = stronglyConnected(graph);
  const members = new Map();
  for (const [node, c] of componentOf) members.set(c, [...(members.get(c) ?? []), node]);

  let edgesInsideCycles = 0;
  const down = new Map([...members.keys()].map((c) => [c, new Set()]));
  for (const [a, targets] of graph) {
    for (const b of targets) {
      if (componentOf.get(a) === componentOf.get(b)) edgesInsideCycles++;
      else down.get(componentOf.get(a)).add(componentOf.get(b));
    }
  }
  const layersBelow = new Map();
  const layersFrom = (c) => {
    if (!layersBelow.has(c)) layersBelow.set(c, 1 + Math.max(0, ...[...down.get(c)].map(layersFrom)));
    return layersBelow.get(c);
  };
  const layers = Math.max(0, ...[...members.keys()].map(layersFrom));
  const cycles = [...members.values()].filter((m) => m.length > 1).map((m) => m.sort());
  return { layers, edgesInsideCycles, cycles, componentOf };
}

/** Tarjan's algorithm: each node's component number. */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const componentOf = new Map();
  let next = 0;
  let components = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) === index.get(node)) {
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        componentOf.set(member, components);
      } while (member !== node);
      components++;
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return componentOf;
}
