import { z } from "zod";

/** One page of a partner's list as every list endpoint answers it. */
export const listPageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
