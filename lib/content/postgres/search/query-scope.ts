import {
  resolveCategory,
  resolveCity,
  resolveRegionFilter,
  type DirectoryFacets,
} from '@/lib/directory/listing-query';
import type { SearchQuery } from '@/lib/directory/search/search-query';
import type { NearCities, ScopeFilters } from './search-scope';

/** A query's filters as the stored rows name them, resolved on the directory's facets. */
export function filtersOf(index: DirectoryFacets, query: SearchQuery): ScopeFilters {
  return {
    category: query.category ? resolveCategory(index, query.category) : undefined,
    city: query.city ? resolveCity(index, query.city) : undefined,
    region: query.region ? resolveRegionFilter(index, query.region) : undefined,
    verified: query.verified === true,
  };
}

/** A query's place as the cities within its radius, or null without one. */
export function nearOf(query: SearchQuery): NearCities | null {
  if (!query.near) return null;
  const cities = [...query.near.cityDistances];
  return {
    slugs: cities.map(([slug]) => slug),
    kms: cities.map(([, km]) => km),
    radiusKm: query.near.radiusKm,
  };
}
