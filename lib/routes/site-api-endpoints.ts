import type { ApiEndpointSummary } from '@/lib/models/developers';
import { siteOpenApiDocument } from './site-openapi';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * The site's JSON API as its OpenAPI document lists it: each operation's method, path and
 * summary, in the document's order. The developers page lists these, so the page can never
 * name an endpoint the document (and the route handlers it is checked against) does not have.
 */
export function siteApiEndpoints(siteUrl: string, directoryName: string): ApiEndpointSummary[] {
  const { paths } = siteOpenApiDocument(siteUrl, directoryName);
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = (item as Record<string, { summary?: string } | undefined>)[method];
      return operation
        ? [{ method: method.toUpperCase(), path, summary: operation.summary ?? '' }]
        : [];
    }),
  );
}
