import type { FastifySerializerCompiler } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

/**
 * Every JSON answer goes through its route's response schema (the contract's): it is parsed by that
 * schema, so a field the contract does not name never leaves the server and a body that breaks the
 * contract is a 500 (logged), not a silent change of the API. Parsed rather than encoded: the
 * domain's schemas normalise with transforms (trim, defaults), which Zod cannot run backwards.
 */
export const responseSerializer: FastifySerializerCompiler<ZodType | { properties: ZodType }> = ({
  schema,
  method,
  url,
}) => {
  const zodSchema = schema instanceof z.ZodType ? schema : schema.properties;
  return (data) => {
    const result = zodSchema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
