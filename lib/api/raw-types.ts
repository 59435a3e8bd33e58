import type { components } from './generated/directory-api';
import { recordOrEmpty } from './reshape/primitives';

/*
 * Raw API shapes, named as the OpenAPI document (lib/api/openapi/directory-api.json) names
 * them: the generated types are the single source of field names. Values are `unknown`
 * because a response is read before it is trusted; reading a field the document does not
 * define is a compile error, so a renamed field in the contract breaks the build, not a page.
 */
export type Schemas = components['schemas'];

export type Untrusted<T> = { readonly [K in keyof T]?: unknown };

/** The object's fields by their documented names, each still to be checked. */
export function untrusted<T>(raw: unknown): Untrusted<T> {
  return recordOrEmpty(raw) as Untrusted<T>;
}
