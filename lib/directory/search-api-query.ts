import { countField, langField, pageField } from '@/lib/urls/query-fields';
import { nearField, radiusField } from '@/lib/urls/near-query-fields';
import { DIRECTORY_PAGE_SIZE } from './directory-paths';
import { DIRECTORY_FILTER_QUERY } from './filter-businesses';

/** Most results one call may ask for. */
const MAX_SEARCH_ROUTE_LIMIT = 50;

/**
 * The query /api/search reads (lib/routes/search-route-query.ts), and its OpenAPI document
 * describes: the home page's filters, a location bias, a page and its size. The MCP tool
 * search_businesses builds its arguments from the same fields.
 */
export const SEARCH_ROUTE_QUERY = {
  ...DIRECTORY_FILTER_QUERY,
  near: nearField,
  radius_km: radiusField,
  page: pageField,
  limit: countField('limit', MAX_SEARCH_ROUTE_LIMIT, DIRECTORY_PAGE_SIZE, 'Results per page'),
  lang: langField,
};
