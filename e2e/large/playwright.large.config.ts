import { defineConfig } from '@playwright/test';
import { portSetting } from '../../lib/testing/free-port';

/*
 * The companion files of a directory too large for single files: the sample API with
 * SAMPLE_API_BUSINESSES synthetic businesses (default 3,200, about 54,000 sitemap URLs), the
 * same production build, with part files of COMPANION_FILE_BUSINESSES businesses (400, so that
 * ai-content.txt and the open data are indexes of parts). Separate from the main suite because it takes a minute or two:
 *
 *   NEXT_DIST_DIR=.next npx playwright test -c e2e/large/playwright.large.config.ts
 */
// Free ports unless given: another server on the machine never fails the suite.
const sitePort = portSetting('E2E_SITE_PORT');
const apiPort = portSetting('E2E_API_PORT');
const apiUrl = `http://127.0.0.1:${apiPort}`;
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const businesses = process.env.SAMPLE_API_BUSINESSES ?? '3200';
/** Businesses per part file: low enough that ai-content.txt and the open data are split. */
const COMPANION_FILE_BUSINESSES = process.env.COMPANION_FILE_BUSINESSES ?? '400';

export default defineConfig({
  testDir: '.',
  testMatch: '*.large.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  reporter: 'list',
  use: { baseURL: `http://127.0.0.1:${sitePort}` },
  webServer: [
    {
      command: 'npx tsx sample-api/main.ts',
      cwd: '../..',
      url: `${apiUrl}/index/directory-businesses`,
      env: {
        SAMPLE_API_PORT: String(apiPort),
        SAMPLE_API_BUSINESSES: businesses,
        SAMPLE_API_SITE_URL: 'http://localhost:3000',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Started cold: the main suite's run on the same build rendered against another dataset.
      command: `npx tsx lib/testing/clear-runtime-caches.ts ${distDir} && npx next start -p ${sitePort}`,
      cwd: '../..',
      // The readiness probe: ready once the directory index of both languages is loaded.
      url: `http://127.0.0.1:${sitePort}/api/health`,
      env: {
        DIRECTORY_API_URL: apiUrl,
        NEXT_DIST_DIR: distDir,
        COMPANION_FILE_BUSINESSES,
        // What the files hold comes from the API here: crawling the sections of every business
        // into the content index (its own specs test that) only competed with the files' reads.
        CONTENT_SYNC: 'off',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
