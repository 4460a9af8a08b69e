import { expect, it } from "vitest";
import "./zod-jitless";

it("tells zod, through its own configuration, not to probe for eval", async () => {
  const { config } = await import("zod/v4/core");
  expect(config().jitless).toBe(true);
});
