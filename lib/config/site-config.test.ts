import { describe, expect, it } from 'vitest';
import { getSiteConfig, SAMPLE_API_URL, userAgent } from './site-config';

describe('getSiteConfig', () => {
  it('defaults to the sample API and localhost with no configuration', () => {
    const config = getSiteConfig({});
    expect(config.apiBaseUrl).toBe(SAMPLE_API_URL);
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.directoryName).toBe('Open Business Directory');
    expect(config.apiCacheSeconds).toBe(300);
    expect(config.companionCacheSeconds).toBe(3600);
    expect(config.companionFileBusinesses).toBe(500);
    expect(config.apiMaxConcurrency).toBe(16);
    expect(config.apiMaxRps).toBe(500);
    expect(config.priceCurrency).toBeNull();
    expect(config.timeZone).toBe('UTC');
  });

  it('reads the upstream limits, the currency and the zone, and ignores what is not one', () => {
    expect(
      getSiteConfig({
        API_MAX_CONCURRENCY: '4',
        API_MAX_RPS: '0',
        PRICE_CURRENCY: 'cad',
        DIRECTORY_TIME_ZONE: 'America/Halifax',
      }),
    ).toMatchObject({
      apiMaxConcurrency: 4,
      apiMaxRps: 1,
      priceCurrency: 'CAD',
      timeZone: 'America/Halifax',
    });
    expect(
      getSiteConfig({ PRICE_CURRENCY: 'dollars', DIRECTORY_TIME_ZONE: 'Mars/Base' }),
    ).toMatchObject({ priceCurrency: null, timeZone: 'UTC' });
  });

  it('links addresses to OpenStreetMap unless MAP_SEARCH_URL names another http(s) search', () => {
    const osm = 'https://www.openstreetmap.org/search?query={query}';
    expect(getSiteConfig({}).mapSearchUrl).toBe(osm);
    const google = 'https://www.google.com/maps/search/?api=1&query={query}';
    expect(getSiteConfig({ MAP_SEARCH_URL: google }).mapSearchUrl).toBe(google);
    for (const bad of [
      'javascript:alert(1)//{query}',
      'ftp://maps.example/{query}',
      'https://maps.example/search',
      'not a url {query}',
    ]) {
      expect(getSiteConfig({ MAP_SEARCH_URL: bad }).mapSearchUrl, bad).toBe(osm);
    }
  });

  it('reads the environment and strips trailing slashes', () => {
    const config = getSiteConfig({
      DIRECTORY_API_URL: 'https://api.directory.example/',
      SITE_URL: 'https://directory.example/',
      DIRECTORY_NAME: ' Répertoire ouvert ',
      API_CONTACT: 'ops@directory.example',
      API_CACHE_SECONDS: '900',
    });
    expect(config).toMatchObject({
      apiBaseUrl: 'https://api.directory.example',
      siteUrl: 'https://directory.example',
      directoryName: 'Répertoire ouvert',
      apiCacheSeconds: 900,
    });
    expect(userAgent(config)).toMatch(
      /^open-business-directory\/[\d.]+ \(contact: ops@directory\.example\)$/,
    );
  });

  it('keeps companion expansions at least as long as API answers, and bounds the part size', () => {
    expect(getSiteConfig({ COMPANION_CACHE_SECONDS: '7200' }).companionCacheSeconds).toBe(7200);
    expect(
      getSiteConfig({ API_CACHE_SECONDS: '900', COMPANION_CACHE_SECONDS: '600' })
        .companionCacheSeconds,
    ).toBe(900);
    expect(getSiteConfig({ API_CACHE_SECONDS: '7200' }).companionCacheSeconds).toBe(7200);
    expect(getSiteConfig({ COMPANION_CACHE_SECONDS: 'hourly' }).companionCacheSeconds).toBe(3600);
    expect(getSiteConfig({ COMPANION_FILE_BUSINESSES: '400' }).companionFileBusinesses).toBe(400);
    expect(getSiteConfig({ COMPANION_FILE_BUSINESSES: '1' }).companionFileBusinesses).toBe(10);
    expect(getSiteConfig({ COMPANION_FILE_BUSINESSES: '1e9' }).companionFileBusinesses).toBe(5000);
  });

  it('never caches for less than the spec recommends and ignores malformed values', () => {
    const config = getSiteConfig({
      API_CACHE_SECONDS: '10',
      API_TIMEOUT_MS: 'soon',
      SITE_URL: 'javascript:x',
    });
    expect(config.apiCacheSeconds).toBe(300);
    expect(config.apiTimeoutMs).toBe(4000);
    expect(config.siteUrl).toBe('http://localhost:3000');
  });

  it('uses the site URL as the User-Agent contact when none is configured', () => {
    expect(userAgent(getSiteConfig({ SITE_URL: 'https://d.example' }))).toContain(
      '(contact: https://d.example)',
    );
  });

  it('names the operator and the corrections address only when set, and ignores what is not one', () => {
    expect(getSiteConfig({})).toMatchObject({ operator: null, contactEmail: null });
    expect(
      getSiteConfig({
        DIRECTORY_OPERATOR: ' Plateau Media Co-op ',
        DIRECTORY_OPERATOR_URL: 'https://plateau.example',
        DIRECTORY_CONTACT_EMAIL: 'corrections@plateau.example',
      }),
    ).toMatchObject({
      operator: { name: 'Plateau Media Co-op', url: 'https://plateau.example/' },
      contactEmail: 'corrections@plateau.example',
    });
    expect(
      getSiteConfig({
        DIRECTORY_OPERATOR: 'Plateau Media Co-op',
        DIRECTORY_OPERATOR_URL: 'javascript:alert(1)',
        DIRECTORY_CONTACT_EMAIL: 'a@b.example?subject=x',
      }),
    ).toMatchObject({ operator: { name: 'Plateau Media Co-op', url: null }, contactEmail: null });
    expect(getSiteConfig({ DIRECTORY_OPERATOR_URL: 'https://x.example' }).operator).toBeNull();
    expect(getSiteConfig({ DIRECTORY_CONTACT_EMAIL: 'not an address' }).contactEmail).toBeNull();
  });
});
