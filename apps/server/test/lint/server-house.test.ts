import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { measureHouse, moduleGraphDepth, placeOf } from "../../../../bench/server-house/measure.mjs";
import { readTree } from "../../../../bench/server-house/read-tree.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const src = "apps/server/src";

/**
 * bench/server-house.mjs's figures (issue 40, "Measured") on a small tree: modules quotes and orders under features/,
 * billing under modules/, mail/ as infrastructure, app.ts at the root.
 */
describe("the measure of the server's house", () => {
  it("places a file in its module (features/ or modules/), an infrastructure folder or the root, and knows a door", () => {
    expect(placeOf(`${src}/features/quotes/quote-service.ts`)).toEqual({ name: "quotes", kind: "module", door: false });
    expect(placeOf(`${src}/modules/billing/index.ts`)).toEqual({ name: "billing", kind: "module", door: true });
    expect(placeOf(`${src}/modules/billing/inner/index.ts`)?.door).toBe(false);
    expect(placeOf(`${src}/payments/gateway-refund.ts`)).toEqual({
      name: "src/payments",
      kind: "infrastructure",
      door: false,
    });
    expect(placeOf(`${src}/app.ts`)).toEqual({ name: "root", kind: "root", door: false });
    expect(placeOf("apps/web/src/main.tsx")).toBeUndefined();
  });

  it("counts a mutual pair, a door bypassed, infrastructure importing a module, the depth and a table with two writers", async () => {
    const house = measureHouse(await readTree(path.join(here, "house-fixture")));

    expect(house.modules).toEqual(["billing", "orders", "quotes"]);
    // quotes -> orders twice (a service past the door, a type through it), orders -> quotes and orders -> billing.
    expect(house.linesByPair).toEqual({ "quotes -> orders": 2, "orders -> quotes": 1, "orders -> billing": 1 });
    expect([house.crossModuleLines, house.crossModuleTypeOnlyLines, house.crossModulePairs]).toEqual([4, 1, 3]);
    expect(house.mutualPairs).toEqual(["orders <-> quotes"]);
    expect(house.doorBypasses).toEqual([
      {
        from: `${src}/features/quotes/quote-service.ts`,
        to: `${src}/features/orders/order-repository.ts`,
        fromKind: "module",
      },
      { from: `${src}/mail/notify.ts`, to: `${src}/features/quotes/quote-service.ts`, fromKind: "infrastructure" },
    ]);
    expect(house.infraToModule).toEqual([
      { from: `${src}/mail/notify.ts`, to: `${src}/features/quotes/quote-service.ts` },
    ]);
    // orders and quotes collapse into one layer above billing; their two edges (three lines) run both ways.
    expect([house.depth, house.edgesInsideCycles, house.linesInsideCycles]).toEqual([2, 2, 3]);
    expect(house.cycles).toEqual([["orders", "quotes"]]);
    // quotes: drizzle's insert in its own repository, update (of an alias) in orders'; orders: a raw sql`insert into`.
    expect(house.tables).toEqual({
      orders: { writers: ["orders"], files: [`${src}/features/orders/order-repository.ts`] },
      quotes: {
        writers: ["orders", "quotes"],
        files: [`${src}/features/orders/order-repository.ts`, `${src}/features/quotes/quote-repository.ts`],
      },
    });
    expect(house.tablesWithSeveralWriters).toEqual(["quotes"]);
  });

  it("counts a chain's layers and the edges of a cycle", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["b", "d"])],
      ["d", new Set<string>()],
    ]);
    expect(moduleGraphDepth(graph)).toMatchObject({ layers: 3, edgesInsideCycles: 2, cycles: [["b", "c"]] });
  });
});
