import { expect, it } from "vitest";
import "./zod-jitless";

it("tells zod, through its own configuration, not to probe for eval", async () => {
  const { config, util } = await import("zod/v4/core");
  expect(config().jitless).toBe(true);
  // The probe's answer, as zod's parsers ask it: no, without calling `new Function`.
  expect(util.allowsEval.value).toBe(false);
});
