import 'server-only';
import type { NearCities } from '@/lib/content/content-store';
import { getDirectory } from '@/lib/directory/directories';
import { citiesWithin, nearAnswerOf, nearQueryOf } from '@/lib/directory/near';
import type { NearQuery } from '@/lib/directory/search/search-query';
import type { Locale } from '@/lib/i18n/routing';

/*
 * `near` and `radius_km` as the agents' tools and the site's JSON API take them: the site's own
 * location bias (lib/directory/near.ts, as /api/search reads it), for the directory's search
 * (each city's distance) and for the content index (the cities within the radius). Every answer
 * near a place says what its distances are: between city centres, never addresses.
 */

export interface ResolvedNear {
  /** The directory search's bias. */
  query: NearQuery;
  /** The content index's: the cities within the radius, nearest first. */
  cities: NearCities;
  /** The point, the radius and what a distance means, as the answer states them. */
  answer: ReturnType<typeof nearAnswerOf>;
}

export type NearResolution = { ok: true; near: ResolvedNear | null } | { ok: false; error: string };

/** `near` (a city of the directory by slug or name, or "latitude,longitude"); none without it. */
export async function resolveNear(
  lang: Locale,
  near: string,
  radiusKm: number | null,
): Promise<NearResolution> {
  const text = near.trim();
  if (text === '') {
    return radiusKm === null
      ? { ok: true, near: null }
      : { ok: false, error: '"radius_km" is a distance around "near": give "near" too.' };
  }
  const outcome = await nearQueryOf(await getDirectory(lang), text, radiusKm);
  if (!outcome.ok) return outcome;
  return {
    ok: true,
    near: {
      query: outcome.near,
      cities: citiesWithin(outcome.near),
      answer: nearAnswerOf(outcome.point, radiusKm, lang),
    },
  };
}
