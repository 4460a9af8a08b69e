import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

/** True when the value holds a Date anywhere: JSON turns those into ISO strings, the zod schema cannot. */
function holdsDate(value: unknown): boolean {
  if (value instanceof Date) return true;
  if (Array.isArray(value)) return value.some(holdsDate);
  if (value && typeof value === "object") return Object.values(value).some(holdsDate);
  return false;
}

/**
 * Response schemas describe the JSON on the wire, which the web app parses with the same schemas: a date is an ISO
 * string there. Handlers may still answer with the rows' Date values; they are put in their JSON form first.
 */
export const wireSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => serialize(holdsDate(data) ? JSON.parse(JSON.stringify(data)) : data);
};
