import 'server-only';
import {
  distanceKm,
  findCityCentres,
  parseCoordinates,
  type CityCentre,
} from '@/lib/places/city-centres';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import type { Directory } from './directory';
import { resolveCity } from './listing-query';
import type { NearQuery } from './search/search-query';

/*
 * "Near" for the directory's search: a point (one of the directory's cities, or a latitude and
 * longitude) and each city's distance from it, between city centres taken from the gazetteer
 * (lib/places/city-centres.ts). The centres of a directory's cities are looked up once, on the
 * first search near something, and kept with the directory: never on a search without `near`.
 */

const centresByDirectory = new WeakMap<Directory, Promise<Map<string, CityCentre>>>();

async function cityCentresFound(directory: Directory): Promise<Map<string, CityCentre>> {
  const regionsOf = await directory.cityRegions();
  const cities = directory.cities.flatMap((facet) => {
    const regions = new Set(regionsOf.get(facet.slug) ?? []);
    // The country comes from the regions: a city without one has no centre (never a guess).
    const countries = new Set([...regions].map((region) => region.slice(0, 2)));
    if (countries.size !== 1) return [];
    const [country] = countries;
    return [{ slug: facet.slug, name: facet.name, country: country!, regions: [...regions] }];
  });
  const found = await findCityCentres(cities);
  return new Map([...found].map(([at, centre]) => [cities[at]!.slug, centre]));
}

/** Each city of the directory with a known centre, by slug; its country and regions from its businesses. */
function cityCentresOf(directory: Directory): Promise<Map<string, CityCentre>> {
  let centres = centresByDirectory.get(directory);
  if (!centres) {
    centres = cityCentresFound(directory);
    // A failed read is tried again on the next search.
    centres.catch(() => centresByDirectory.delete(directory));
    centresByDirectory.set(directory, centres);
  }
  return centres;
}

export type NearOutcome =
  | { ok: true; near: NearQuery; point: CityCentre; city: string | null }
  | { ok: false; error: string };

/** `near` (a city of the directory, by slug or name, or "latitude,longitude") as a search's bias. */
export async function nearQueryOf(
  directory: Directory,
  near: string,
  radiusKm: number | null,
): Promise<NearOutcome> {
  const centres = await cityCentresOf(directory);
  const coordinates = parseCoordinates(near);
  const citySlug = coordinates ? null : resolveCity(directory, near);
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
