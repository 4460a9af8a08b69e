import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { partnerDetailsSchema } from "./partner";
import { PARTNER_DETAILS_SHAPE } from "./partner-details-shape";

/**
 * Each shape number and the schema it stands for (a hash of its JSON Schema). A change to the partner details' schema
 * fails here: give it the next number in partner-details-shape.ts and add the number with the hash the failure prints,
 * so that browsers holding details of the old shape parse them again instead of reading them as they are.
 */
const SHAPES: Record<number, string> = {
  1: "f76b5acfe9ee007e1e56d22c25ce5ce977a0119bd35ba0a0620b974ced02b3f2",
};

const hashOf = (schema: z.core.$ZodType) =>
  createHash("sha256")
    .update(JSON.stringify(z.toJSONSchema(schema, { io: "output" })))
    .digest("hex");

describe("the shape of the partner details a browser keeps", () => {
  it("is numbered anew whenever their schema changes", () => {
    expect(hashOf(partnerDetailsSchema)).toBe(SHAPES[PARTNER_DETAILS_SHAPE]);
  });
});
