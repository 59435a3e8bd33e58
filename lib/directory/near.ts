import 'server-only';
import {
  distanceKm,
  findCityCentres,
  parseCoordinates,
  type CityCentre,
} from '@/lib/places/city-centres';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import type { DirectoryIndex } from './listing-index';
import { resolveCity } from './listing-query';
import type { NearQuery } from './search/search-query';

/*
 * "Near" for the directory's search: a point (one of the directory's cities, or a latitude and
 * longitude) and each city's distance from it, between city centres taken from the gazetteer
 * (lib/places/city-centres.ts). The centres of an index's cities are looked up once, on the
 * first search near something, and kept with the index: never on a search without `near`.
 */

const centresByIndex = new WeakMap<DirectoryIndex, Promise<Map<string, CityCentre>>>();

/** Each city of the index with a known centre, by slug; its country and regions from its businesses. */
function cityCentresOf(index: DirectoryIndex): Promise<Map<string, CityCentre>> {
  let centres = centresByIndex.get(index);
  if (!centres) {
    const cities = index.cities.flatMap((facet) => {
      const regions = new Set<string>();
      for (const position of index.byCity.get(facet.slug) ?? [])
        for (const region of index.entries[position]!.regions) regions.add(region);
      // The country comes from the regions: a city without one has no centre (never a guess).
      const countries = new Set([...regions].map((region) => region.slice(0, 2)));
      if (countries.size !== 1) return [];
      const [country] = countries;
      return [{ slug: facet.slug, name: facet.name, country: country!, regions: [...regions] }];
    });
    centres = findCityCentres(cities).then(
      (found) => new Map([...found].map(([at, centre]) => [cities[at]!.slug, centre])),
    );
    // A failed read is tried again on the next search.
    centres.catch(() => centresByIndex.delete(index));
    centresByIndex.set(index, centres);
  }
  return centres;
}

export type NearOutcome =
  | { ok: true; near: NearQuery; point: CityCentre; city: string | null }
  | { ok: false; error: string };

/** `near` (a city of the directory, by slug or name, or "latitude,longitude") as a search's bias. */
export async function nearQueryOf(
  index: DirectoryIndex,
  near: string,
  radiusKm: number | null,
): Promise<NearOutcome> {
  const centres = await cityCentresOf(index);
  const coordinates = parseCoordinates(near);
  const citySlug = coordinates ? null : resolveCity(index, near);
  const point = coordinates ?? (citySlug ? centres.get(citySlug) : undefined);
  if (!point) {
    return {
      ok: false,
      error: citySlug
        ? `The centre of "${near}" is not in the gazetteer: give a latitude and longitude ("45.50,-73.57").`
        : `"near" must be one of the directory's cities (its key or name; list_cities names them) or a latitude and longitude ("45.50,-73.57").`,
    };
  }
  const cityDistances = new Map(
    [...centres].map(([slug, centre]) => [slug, Math.round(distanceKm(point, centre) * 10) / 10]),
  );
  return { ok: true, near: { cityDistances, radiusKm }, point, city: citySlug };
}

/**
 * The cities within the radius (every city with a known centre without one), nearest first,
 * each with its distance: what the content index filters and ranks by near a place.
 */
export function citiesWithin(near: NearQuery): { slug: string; km: number }[] {
  const limit = near.radiusKm ?? Number.POSITIVE_INFINITY;
  return [...near.cityDistances]
    .filter(([, km]) => km <= limit)
    .map(([slug, km]) => ({ slug, km }))
    .sort((a, b) => a.km - b.km);
}

/** What an answer near a place says of it: the point, the radius, and what a distance means. */
export function nearAnswerOf(point: CityCentre, radiusKm: number | null, lang: Locale) {
  return { ...point, radiusKm, note: siteTranslator(lang)('AgentContent.distanceNote') };
}
