import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/*
 * Validates real answers against an OpenAPI 3.1 document as served: the schema of an
 * operation's response for a status, by its `$ref` into the document's components (the shape
 * of the site's own document), compiled by Ajv with the document as the base of every ref.
 */

type Json = Record<string, unknown>;

const ID = 'https://site.invalid/openapi.json';

export function responseValidator(document: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, ID);
  const paths = document.paths as Record<string, Record<string, Json>>;
  return (operationId: string, status: number, body: unknown): string[] => {
    for (const item of Object.values(paths)) {
      for (const operation of Object.values(item)) {
        if (operation.operationId !== operationId) continue;
        const response = (operation.responses as Record<string, Json>)[String(status)];
        const schema = (response?.content as Record<string, { schema?: { $ref?: string } }>)?.[
          'application/json'
        ]?.schema;
        if (!schema?.$ref) return [`${operationId} declares no JSON ${status} answer`];
        const validate = ajv.compile({ $ref: `${ID}${schema.$ref}` });
        return validate(body)
          ? []
          : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
      }
    }
    return [`unknown operation ${operationId}`];
  };
}
