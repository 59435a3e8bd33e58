/*
 * The JSON Schemas of tools/list, written smaller: every client reads the whole list into its
 * context, so its bytes are tokens spent on every conversation. A schema's `$schema` line is
 * dropped (MCP states the dialect), so is a default that means what leaving the argument out
 * means ('', false, []), and a nullable primitive becomes a type list
 * (`["string","null"]` instead of an anyOf of two schemas). Output schemas only describe what
 * the server sends (and validates against its full zod schema before sending): they keep the
 * answer's fields, each by its type, and leave out what lies deeper, closed-object marks,
 * required lists and descriptions; the tool's description and docs/agents.md say the rest.
 * A shared definition per tool of even the citation alone (zod writes `definitions` and
 * `$ref`) would weigh more than all of that, tools/list offering no place shared by tools.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{anyOf: [{type: T}, {type: "null"}]}` → `{type: [T, "null"]}`, when both are bare types. */
function collapsedNullable(node: JsonObject): JsonObject {
  const options = node.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return node;
  const bare = options.every(
    (option) =>
      isObject(option) && Object.keys(option).length === 1 && typeof option.type === 'string',
  );
  if (!bare) return node;
  const rest = { ...node };
  delete rest.anyOf;
  return { ...rest, type: options.map((option) => (option as JsonObject).type!) };
}

/** A default that means what leaving the argument out means: '', false or []. */
const isEmptyDefault = (value: Json) =>
  value === '' || value === false || (Array.isArray(value) && value.length === 0);

function compactInput(node: Json, inProperties: boolean): Json {
  if (Array.isArray(node)) return node.map((child) => compactInput(child, false));
  if (!isObject(node)) return node;
  const compacted: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (!inProperties && key === '$schema') continue;
    if (!inProperties && key === 'default' && isEmptyDefault(value)) continue;
    compacted[key] = compactInput(value, !inProperties && key === 'properties');
  }
  return inProperties ? compacted : collapsedNullable(compacted);
}

/** A schema's type alone: `object` for a reference or a union of objects. */
function typeOnly(node: JsonObject): JsonObject {
  const collapsed = collapsedNullable(node);
  if (collapsed.type !== undefined) return { type: collapsed.type };
  if (Array.isArray(node.anyOf))
    return {
      type: [
        ...new Set(node.anyOf.map((option) => typeOnly(option as JsonObject).type ?? 'object')),
      ],
    };
  return { type: 'object' };
}

type Definitions = Record<string, JsonObject>;

/** The definition a `$ref` names (zod writes them under `definitions`), else the node. */
function resolved(node: JsonObject, definitions: Definitions): JsonObject {
  const ref = typeof node.$ref === 'string' ? node.$ref.replace('#/definitions/', '') : null;
  return (ref !== null && definitions[ref]) || node;
}

/** An object's fields, each as `field` writes it. */
function fieldsOf(
  shape: JsonObject,
  field: (child: JsonObject) => JsonObject,
  definitions: Definitions,
): JsonObject {
  const properties: JsonObject = {};
  for (const [name, child] of Object.entries(shape.properties as JsonObject))
    properties[name] = field(resolved(child as JsonObject, definitions));
  return { type: 'object', properties };
}

/** A field of the answer by its type alone. */
function answerField(node: JsonObject): JsonObject {
  return typeOnly(node);
}

/** The answer's fields, each by its type: what a client needs to check what it receives. */
function compactOutput(schema: JsonObject): JsonObject {
  const definitions = (schema.definitions ?? {}) as Definitions;
  return fieldsOf(schema, answerField, definitions);
}

export function compactSchema(schema: object, kind: 'input' | 'output'): object {
  return kind === 'input'
    ? (compactInput(schema as Json, false) as object)
    : compactOutput(schema as JsonObject);
}
