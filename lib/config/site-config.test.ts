import { describe, expect, it } from 'vitest';
import { getSiteConfig, SAMPLE_API_URL, userAgent } from './site-config';

describe('getSiteConfig', () => {
  it('defaults to the sample API and localhost with no configuration', () => {
    const config = getSiteConfig({});
    expect(config.apiBaseUrl).toBe(SAMPLE_API_URL);
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.directoryName).toBe('Open Business Directory');
    expect(config.apiCacheSeconds).toBe(300);
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
});
