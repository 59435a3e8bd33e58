import { defineConfig } from '@playwright/test';
import { portSetting } from './lib/testing/free-port';

/*
 * End-to-end tests run against the production build (`next build` first; `next start` here)
 * and the sample API over real HTTP, in Debian's Chromium: this machine cannot download
 * Playwright's own browser builds. Its headless shell (Debian's chromium-headless-shell, the
 * build Playwright itself runs headless tests in) is the same Blink without the full browser
 * around it, and takes about half the time of `chromium --headless` on the same specs.
 */
// Free ports unless given: another server on the machine never fails the suite.
const sitePort = portSetting('E2E_SITE_PORT');
const apiPort = portSetting('E2E_API_PORT');
const apiUrl = `http://127.0.0.1:${apiPort}`;
const distDir = process.env.NEXT_DIST_DIR ?? '.next';

export default defineConfig({
  testDir: 'e2e',
  // One output folder per site port, so that parallel runs from one checkout do not delete
  // each other's traces.
  outputDir: `test-results/e2e-${sitePort}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Three on two cores: every spec that starts servers of its own leaves its worker waiting
  // while they start, and a third keeps the CPU busy meanwhile.
  workers: 3,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    // No trace: recording one takes DOM snapshots at every step of every test, to keep them
    // only on failure, and the suite is CPU-bound. A failure still leaves its page's ARIA
    // snapshot (error-context.md) and a screenshot; `npx playwright test --trace
    // retain-on-failure` records traces again.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // No optimizing compiler: a test's page lives for seconds, too short for TurboFan's
        // background compiles to pay back what they cost the suite's CPU.
        '--js-flags=--no-opt',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'npx tsx sample-api/main.ts',
      url: `${apiUrl}/index/directory-businesses`,
      env: { SAMPLE_API_PORT: String(apiPort), SAMPLE_API_SITE_URL: 'http://localhost:3000' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // No `-H 127.0.0.1`: with a loopback address as hostname, Next.js 16 treats next-intl's
      // internal rewrite of unprefixed English URLs as external and answers 307 to itself
      // (vercel/next.js#94745), so every English page loops. The default host is reachable
      // on 127.0.0.1 all the same. Started cold: what an earlier run rendered against another
      // sample API port is deleted first.
      command: `npx tsx lib/testing/clear-runtime-caches.ts ${distDir} && npx next start -p ${sitePort}`,
      // The readiness probe: 503 until the directory index of both languages, loaded at the
      // server's start, is in memory, so no test sees a profile rendered without its neighbours
      // and no test's count of upstream calls includes that load.
      url: `http://127.0.0.1:${sitePort}/api/health`,
      env: {
        DIRECTORY_API_URL: apiUrl,
        NEXT_DIST_DIR: distDir,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
