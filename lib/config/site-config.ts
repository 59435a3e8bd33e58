import packageJson from '@/package.json';
import { isTimeZone } from '@/lib/places/time-zone';
import { numberSetting } from './number-setting.mjs';

/**
 * Runtime configuration, read from the environment on each call so that one build can be
 * deployed against any API and any public address (nothing is inlined at build time).
 */
export interface SiteConfig {
  /** Base URL of the Directory API, without a trailing slash. */
  apiBaseUrl: string;
  /** Public address of this site, without a trailing slash: the {site_url} of the spec. */
  siteUrl: string;
  /** The <directory_name> of the attribution line. */
  directoryName: string;
  /** Contact given in the User-Agent the spec asks clients to send. */
  apiContact: string;
  /** Upper bound of one upstream request, in milliseconds. */
  apiTimeoutMs: number;
  /** How long an API response is reused before it is fetched again (the spec asks ≥ 5 min). */
  apiCacheSeconds: number;
  /**
   * How long the expansions of the files that read every business (sitemap files, ai-content,
   * the open data) keep the API answers they read: longer than a page, since the data changes
   * at most weekly (COMPANION_CACHE_SECONDS, never below apiCacheSeconds).
   */
  companionCacheSeconds: number;
  /**
   * Most businesses one expanding companion file holds (COMPANION_FILE_BUSINESSES): past it,
   * ai-content.txt and the open-data files become indexes of part files of that many, which
   * bounds the upstream calls one GET can cause.
   */
  companionFileBusinesses: number;
  /** Upstream requests in flight at once, for the whole instance (API_MAX_CONCURRENCY). */
  apiMaxConcurrency: number;
  /** Upstream requests started per second, for the whole instance (API_MAX_RPS). */
  apiMaxRps: number;
  /**
   * The ISO 4217 code of every price the API gives (PRICE_CURRENCY), or null: the API states
   * none, so prices carry a currency only when the operator says which.
   */
  priceCurrency: string | null;
  /** The IANA zone for dates of a place whose address does not tell its own (DIRECTORY_TIME_ZONE). */
  timeZone: string;
  /**
   * A map provider's search URL with a `{query}` placeholder (MAP_SEARCH_URL), http(s) only:
   * where each address links to. OpenStreetMap's search by default.
   */
  mapSearchUrl: string;
  /**
   * Who runs this directory, as the About page names them (DIRECTORY_OPERATOR, a person or an
   * organization), and their website (DIRECTORY_OPERATOR_URL, http(s) only); null when unset.
   */
  operator: { name: string; url: string | null } | null;
  /**
   * Where people write to report a correction (DIRECTORY_CONTACT_EMAIL), or null: the About
   * page then offers no address rather than a dead link.
   */
  contactEmail: string | null;
  appName: string;
  appVersion: string;
}

export const SAMPLE_API_URL = 'http://127.0.0.1:4010';
const MIN_CACHE_SECONDS = 300;
const DEFAULT_COMPANION_CACHE_SECONDS = 3_600;
const WEEK_SECONDS = 604_800;
const DEFAULT_MAP_SEARCH_URL = 'https://www.openstreetmap.org/search?query={query}';

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function httpUrlOr(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:')
      return withoutTrailingSlash(url.href);
  } catch {
    // fall through: a malformed setting must not take the site down
  }
  console.warn(`Ignoring invalid URL setting "${value}", using ${fallback}`);
  return fallback;
}

function currencyOrNull(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  if (code === '') return null;
  if (Intl.supportedValuesOf('currency').includes(code)) return code;
  console.warn(`Ignoring PRICE_CURRENCY "${value}": not an ISO 4217 code; prices stay without one`);
  return null;
}

function timeZoneOr(value: string | undefined, fallback: string): string {
  const zone = value?.trim() ?? '';
  if (zone === '') return fallback;
  if (isTimeZone(zone)) return zone;
  console.warn(`Ignoring DIRECTORY_TIME_ZONE "${value}": not an IANA time zone; using ${fallback}`);
  return fallback;
}

/** An http(s) URL pattern that holds `{query}`; anything else falls back to the default. */
function mapSearchUrlOr(value: string | undefined, fallback: string): string {
  const pattern = value?.trim() ?? '';
  if (pattern === '') return fallback;
  if (pattern.includes('{query}')) {
    try {
      const url = new URL(pattern.replaceAll('{query}', 'q'));
      if (url.protocol === 'http:' || url.protocol === 'https:') return pattern;
    } catch {
      // fall through to the warning
    }
  }
  console.warn(
    `Ignoring MAP_SEARCH_URL "${value}": not an http(s) URL with {query}; using ${fallback}`,
  );
  return fallback;
}

/** An http(s) URL, or null: an unset or malformed optional link is no link at all. */
function optionalHttpUrl(value: string | undefined, name: string): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // fall through to the warning
  }
  console.warn(`Ignoring ${name} "${value}": not an http(s) URL`);
  return null;
}

/** One plain address (local@domain.tld, no spaces, no mailto: query), or null. */
function emailOrNull(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (/^[^\s@?&#<>"]+@[^\s@?&#<>"/]+\.[^\s@?&#<>"/]+$/.test(text)) return text;
  console.warn(`Ignoring DIRECTORY_CONTACT_EMAIL "${value}": not an e-mail address`);
  return null;
}

function operatorOrNull(env: Readonly<Record<string, string | undefined>>): SiteConfig['operator'] {
  const name = env.DIRECTORY_OPERATOR?.trim() ?? '';
  if (name === '') return null;
  return { name, url: optionalHttpUrl(env.DIRECTORY_OPERATOR_URL, 'DIRECTORY_OPERATOR_URL') };
}

export function getSiteConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): SiteConfig {
  const siteUrl = httpUrlOr(env.SITE_URL, 'http://localhost:3000');
  // Never below the spec's recommended 5 minutes; at most a week, the data's change rate.
  const apiCacheSeconds = numberSetting(env, 'API_CACHE_SECONDS', {
    fallback: MIN_CACHE_SECONDS,
    min: MIN_CACHE_SECONDS,
    max: WEEK_SECONDS,
  });
  return {
    apiBaseUrl: httpUrlOr(env.DIRECTORY_API_URL, SAMPLE_API_URL),
    siteUrl,
    directoryName: env.DIRECTORY_NAME?.trim() || 'Open Business Directory',
    apiContact: env.API_CONTACT?.trim() || siteUrl,
    apiTimeoutMs: numberSetting(env, 'API_TIMEOUT_MS', { fallback: 4000, min: 100, max: 60_000 }),
    apiCacheSeconds,
    companionCacheSeconds: numberSetting(env, 'COMPANION_CACHE_SECONDS', {
      fallback: Math.max(apiCacheSeconds, DEFAULT_COMPANION_CACHE_SECONDS),
      min: apiCacheSeconds,
      max: WEEK_SECONDS,
    }),
    companionFileBusinesses: numberSetting(env, 'COMPANION_FILE_BUSINESSES', {
      fallback: 500,
      min: 10,
      max: 5_000,
    }),
    apiMaxConcurrency: numberSetting(env, 'API_MAX_CONCURRENCY', {
      fallback: 16,
      min: 1,
      max: 256,
    }),
    apiMaxRps: numberSetting(env, 'API_MAX_RPS', { fallback: 500, min: 1, max: 10_000 }),
    priceCurrency: currencyOrNull(env.PRICE_CURRENCY),
    timeZone: timeZoneOr(env.DIRECTORY_TIME_ZONE, 'UTC'),
    mapSearchUrl: mapSearchUrlOr(env.MAP_SEARCH_URL, DEFAULT_MAP_SEARCH_URL),
    operator: operatorOrNull(env),
    contactEmail: emailOrNull(env.DIRECTORY_CONTACT_EMAIL),
    appName: packageJson.name,
    appVersion: packageJson.version,
  };
}

/** The User-Agent the spec recommends: `<app_name>/<version> (contact: <contact_address>)`. */
export function userAgent(config: SiteConfig): string {
  return `${config.appName}/${config.appVersion} (contact: ${config.apiContact})`;
}
