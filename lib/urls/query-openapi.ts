import type { QuerySchema } from './query-params';

/** One parameter of an OpenAPI 3.1 operation, as the site's document writes it. */
export interface QueryParameter {
  name: string;
  in: 'query';
  required?: true;
  description: string;
  schema: Record<string, unknown>;
}

/**
 * The `parameters` of an operation, written from the query schema its route handler reads, in
 * the schema's order: each parameter's description, and its declaration's JSON Schema (type,
 * words or bounds, default, examples) as its `schema`. `required` names the parameters
 * without which the handler answers a 400.
 */
export function queryParameters(
  schema: QuerySchema,
  required: readonly string[] = [],
): QueryParameter[] {
  return Object.entries(schema).map(([name, field]) => {
    const { description, ...declared } = field.declaration;
    return {
      name,
      in: 'query',
      ...(required.includes(name) && { required: true as const }),
      description,
      schema: declared,
    };
  });
}
