import { LICENSE_ID } from '@/lib/urls/paths';
import { CONTENT_SCHEMAS, contentPaths } from './site-openapi-content';
import { OPEN_DATA_SCHEMAS, openDataPaths } from './site-openapi-open-data';
import { ERROR_RESPONSES, ERROR_SCHEMA } from './site-openapi-parts';
import { SEARCH_SCHEMAS, searchPaths } from './site-openapi-search';
import { SECTION_SCHEMAS, sectionPaths } from './site-openapi-sections';

/*
 * The OpenAPI 3.1 description of the site's own JSON API, one part a group of paths: the
 * directory search and suggestions the client islands call (site-openapi-search.ts), a
 * business's reviews and catalog pages and event calendars (site-openapi-sections.ts), the
 * open data (site-openapi-open-data.ts), and the content index's search and events
 * (site-openapi-content.ts). Written from the same limits the route handlers enforce, and
 * checked in e2e against their real answers (e2e/site-api.spec.ts).
 */

export function siteOpenApiDocument(siteUrl: string, directoryName: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: `${directoryName}: the site's JSON API`,
      version: '1.0.0',
      description:
        "The public, read-only JSON endpoints of the directory's website: its search, suggestions, a business's reviews and catalog pages, event calendars, the open data, and the search of what businesses offer (items, events, FAQ answers, articles, documents) with upcoming events. Every answer may be read from any origin and carries an ETag (a 304 for a matching If-None-Match); errors are `{message, statusCode}`. The MCP server at /mcp answers agents with the same data.",
      license: { name: 'Open Data Commons Attribution License', identifier: LICENSE_ID },
    },
    servers: [{ url: siteUrl, description: 'This site' }],
    security: [],
    tags: [
      { name: 'search', description: 'The directory search' },
      { name: 'sections', description: 'A business’s reviews, catalog and events' },
      { name: 'open-data', description: 'Every business, with its rating' },
      { name: 'content', description: 'What businesses offer and say, and upcoming events' },
    ],
    paths: {
      ...searchPaths(),
      ...contentPaths(ERROR_RESPONSES),
      ...sectionPaths(),
      ...openDataPaths(),
    },
    components: {
      schemas: {
        Error: ERROR_SCHEMA,
        ...SEARCH_SCHEMAS,
        ...SECTION_SCHEMAS,
        ...OPEN_DATA_SCHEMAS,
        ...CONTENT_SCHEMAS,
      },
    },
  };
}
