/**
 * The OpenAPI 3.1 description of the Directory API, written from the spec. It is the single
 * source of the API's types (lib/api/generated/) and the document the site serves at
 * /api/openapi.json with its own configured API base URL.
 */
import directoryApiDocument from './directory-api.json';

export type DirectoryApiDocument = typeof directoryApiDocument;

type DeepReadonly<T> = T extends readonly (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;

/** The document as written; shared by every caller, hence read-only. */
export function loadOpenApiDocument(): DeepReadonly<DirectoryApiDocument> {
  return directoryApiDocument;
}

/**
 * A deep copy of the document whose only server is `apiBaseUrl`, so that clients generated from
 * it call the API this site is configured with rather than the placeholder in the file.
 */
export function openApiDocumentFor(apiBaseUrl: string): DirectoryApiDocument {
  return {
    ...structuredClone(directoryApiDocument),
    // Paths start with "/", so a trailing slash here would make clients request "//index/…".
    servers: [{ url: apiBaseUrl.replace(/\/+$/, ''), description: 'Configured Directory API' }],
  };
}
