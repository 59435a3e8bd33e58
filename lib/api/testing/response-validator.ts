/**
 * Validates API response bodies against the response schemas of the OpenAPI document, for the
 * contract tests that hold the sample API (and any real API) to the document. Test code only:
 * nothing the site runs imports it (Ajv is a devDependency), so it sits outside the API layer's
 * door (lib/api/index.ts) and tests import it from here.
 *
 * The whole document is registered with Ajv under one `$id`, and each response schema is compiled
 * by a JSON Pointer into it, so `#/components/schemas/…` references resolve exactly as they do
 * for any OpenAPI tool, with no copying or rewriting of the schemas.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

import { loadOpenApiDocument } from '../openapi/openapi-document';

interface ResponseValidationResult {
  valid: boolean;
  errors: string[];
}

export interface ResponseValidator {
  validateResponse(operationId: string, status: number, body: unknown): ResponseValidationResult;
}

const DOCUMENT_ID = 'https://directory-api.invalid/openapi.json';
const JSON_MEDIA_TYPE = 'application/json';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Keywords of the OpenAPI document root and of the OpenAPI 3.1 schema dialect that are not JSON
 * Schema keywords. Declared so that Ajv's strict mode accepts the document as a schema container
 * while still rejecting typos inside the schemas themselves.
 */
const OPENAPI_KEYWORDS = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
  'externalDocs',
  'discriminator',
  'xml',
  'example',
];

type JsonObject = Record<string, unknown>;

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** RFC 6901 escaping, then URI-fragment encoding, as Ajv expects in a `$ref`. */
function pointerFragment(segments: readonly string[]): string {
  return segments
    .map((segment) => `/${encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))}`)
    .join('');
}

function resolveLocalRef(document: JsonObject, ref: string): JsonObject | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const encoded of ref.slice(2).split('/')) {
    const segment = decodeURIComponent(encoded).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isJsonObject(node) ? node[segment] : undefined;
  }
  return isJsonObject(node) ? node : undefined;
}

function formatError(error: ErrorObject): string {
  const location = error.instancePath === '' ? '(root)' : error.instancePath;
  const details =
    error.keyword === 'enum' && Array.isArray(error.params.allowedValues)
      ? `: ${error.params.allowedValues.map((value: unknown) => JSON.stringify(value)).join(', ')}`
      : '';
  return `${location} ${error.message ?? `fails ${error.keyword}`}${details}`;
}

/** Where in the document the JSON body schema of one response lives. */
type ResponseSchemaLocation = { found: true; pointer: string } | { found: false; error: string };

function locateResponseSchema(
  document: JsonObject,
  operationId: string,
  status: number,
): ResponseSchemaLocation {
  const paths = isJsonObject(document.paths) ? document.paths : {};
  for (const [path, pathItem] of Object.entries(paths)) {
    if (!isJsonObject(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isJsonObject(operation) || operation.operationId !== operationId) continue;

      const responses = isJsonObject(operation.responses) ? operation.responses : {};
      const statusKey = [String(status), `${Math.floor(status / 100)}XX`, 'default'].find(
        (key) => key in responses,
      );
      if (statusKey === undefined) {
        return { found: false, error: `${operationId} declares no ${status} response` };
      }

      // A response is either inline or a $ref to components/responses; follow it so that the
      // pointer lands on the object that really holds `content`.
      let responsePointer = ['paths', path, method, 'responses', statusKey];
      let response = responses[statusKey];
      if (isJsonObject(response) && typeof response.$ref === 'string') {
        const ref = response.$ref;
        response = resolveLocalRef(document, ref);
        responsePointer = ref
          .slice(2)
          .split('/')
          .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
      }
      const content = isJsonObject(response) ? response.content : undefined;
      const media = isJsonObject(content) ? content[JSON_MEDIA_TYPE] : undefined;
      if (!isJsonObject(media) || !isJsonObject(media.schema)) {
        return {
          found: false,
          error: `${operationId} ${status} response declares no ${JSON_MEDIA_TYPE} schema`,
        };
      }
      return {
        found: true,
        pointer: pointerFragment([...responsePointer, 'content', JSON_MEDIA_TYPE, 'schema']),
      };
    }
  }
  return { found: false, error: `unknown operationId "${operationId}"` };
}

/**
 * Builds a validator over the Directory API document (or another OpenAPI 3.1 document).
 * Each operation's response schema is compiled on first use and cached.
 */
export function createResponseValidator(
  document: JsonObject = loadOpenApiDocument(),
): ResponseValidator {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  const extensionKeywords = Object.keys(document).filter((key) => key.startsWith('x-'));
  ajv.addVocabulary([...OPENAPI_KEYWORDS, ...extensionKeywords]);
  ajv.addSchema(document, DOCUMENT_ID);

  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (pointer: string): ValidateFunction => {
    let validate = compiled.get(pointer);
    if (validate === undefined) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  return {
    validateResponse(operationId, status, body) {
      const location = locateResponseSchema(document, operationId, status);
      if (!location.found) return { valid: false, errors: [location.error] };
      const validate = validatorFor(location.pointer);
      const valid = validate(body);
      return { valid, errors: valid ? [] : (validate.errors ?? []).map(formatError) };
    },
  };
}
