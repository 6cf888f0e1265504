import fastJsonStringify from "fast-json-stringify";
import { createSerializerCompiler } from "fastify-type-provider-zod";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { z } from "zod";

type Serializer = (data: unknown) => string;

/**
 * Responses are written by fast-json-stringify, compiled from the route's zod response
 * schema (the same schema drives the OpenAPI document). Outside production every response is
 * also checked against the zod schema first, so a handler that drifts from its contract fails
 * in tests and development instead of sending a silently coerced body.
 */
export function responseSerializerCompiler(options: { validate: boolean }): FastifySerializerCompiler<z.ZodType> {
  const checkWithZod = createSerializerCompiler();
  return (route) => {
    const jsonSchema = z.toJSONSchema(route.schema, { io: "output", target: "draft-7", unrepresentable: "any" });
    const stringify = fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as Serializer;
    if (!options.validate) return stringify;
    const check = checkWithZod(route) as Serializer;
    return (data) => {
      check(data);
      return stringify(data);
    };
  };
}
