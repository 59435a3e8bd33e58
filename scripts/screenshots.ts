/*
 * `npm run screenshots`: every page type of the site, on a desktop (1280×800) and a phone
 * (390×844), in the light and the dark theme, in English and French, with a contact sheet
 * (screenshots/index.html) to look at them all at once.
 *
 * It builds nothing: it serves the existing production build (`npm run build` first, or
 * NEXT_DIST_DIR for another one) with `next start` and the sample API, each on a free port, and
 * stops both when done. The last pictures are the 503 page, taken after the API is stopped.
 *
 *   npm run screenshots                 # first screens
 *   npm run screenshots -- --full-page  # whole pages
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { freePort } from '@/lib/testing/free-port';
import { startServer, type ServerProcess } from '@/lib/testing/processes';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'screenshots');
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';
const FULL_PAGE = process.argv.includes('--full-page');

const DEVICES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const THEMES = ['light', 'dark'] as const;
const LOCALES = ['en', 'fr'] as const;
const SAMPLE_BUSINESS = 'boulangerie-du-plateau';

type Device = keyof typeof DEVICES;
type Theme = (typeof THEMES)[number];
type Locale = (typeof LOCALES)[number];

interface Shot {
  /** The page type, the contact sheet's row. */
  name: string;
  /** Its locale-less path. */
  path: string;
}

function localized(locale: Locale, pagePath: string): string {
  if (locale === 'en') return pagePath;
  return pagePath === '/' ? '/fr' : `/fr${pagePath}`;
}

/** The first link of a page whose path matches, for pages whose address the data decides. */
async function firstLink(page: Page, url: string, pattern: RegExp): Promise<string> {
  await page.goto(url);
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const found = hrefs.find((href) => pattern.test(href));
  if (!found) throw new Error(`no link matching ${pattern} on ${url}`);
  return found;
}

/** Every page type, with real addresses taken from the sample data. */
async function pageTypes(browser: Browser, siteUrl: string): Promise<Shot[]> {
  const page = await browser.newPage();
  const business = `/business/${SAMPLE_BUSINESS}`;
  const shots: Shot[] = [
    { name: 'home', path: '/' },
    // A search that finds what businesses offer as well as businesses.
    { name: 'search', path: '/?q=sourdough' },
    { name: 'whats-on', path: '/events' },
    { name: 'category', path: await firstLink(page, siteUrl, /^\/category\/[^/]+$/) },
    { name: 'city', path: await firstLink(page, siteUrl, /^\/city\/[^/]+$/) },
    { name: 'profile', path: business },
    { name: 'blog', path: `${business}/blog` },
    {
      name: 'article',
      path: await firstLink(page, `${siteUrl}${business}/blog`, /\/blog\/[^/]+$/),
    },
    { name: 'faq', path: `${business}/faq` },
    { name: 'reviews', path: `${business}/reviews` },
    { name: 'catalog', path: `${business}/catalog` },
    {
      name: 'item',
      path: await firstLink(page, `${siteUrl}${business}/catalog`, /\/catalog\/(?!page\/)[^/?]+$/),
    },
    { name: 'documents', path: `${business}/documents` },
    {
      name: 'document',
      path: await firstLink(
        page,
        `${siteUrl}${business}/documents`,
        /\/documents\/(?!page\/)[^/?]+$/,
      ),
    },
    { name: 'about', path: '/about' },
    { name: 'developers', path: '/developers' },
    { name: '404', path: '/business/no-such-business-anywhere' },
  ];
  await page.close();
  return shots;
}

function fileName(shot: Shot, locale: Locale, device: Device, theme: Theme): string {
  return `${shot.name}-${locale}-${device}-${theme}.png`;
}

async function takeAll(browser: Browser, siteUrl: string, shots: Shot[]): Promise<string[]> {
  const failures: string[] = [];
  for (const device of Object.keys(DEVICES) as Device[]) {
    for (const theme of THEMES) {
      const context = await browser.newContext({
        viewport: DEVICES[device],
        colorScheme: theme,
        deviceScaleFactor: 1,
        isMobile: device === 'phone',
        hasTouch: device === 'phone',
      });
      const page = await context.newPage();
      for (const shot of shots) {
        for (const locale of LOCALES) {
          const url = `${siteUrl}${localized(locale, shot.path)}`;
          try {
            await page.goto(url, { waitUntil: 'networkidle' });
            await page.screenshot({
              path: path.join(OUT, fileName(shot, locale, device, theme)),
              fullPage: FULL_PAGE,
            });
          } catch (error) {
            failures.push(`${url} (${device}, ${theme}): ${String(error)}`);
          }
        }
      }
      await context.close();
    }
  }
  return failures;
}

function contactSheet(shots: Shot[]): string {
  const columns = LOCALES.flatMap((locale) =>
    (Object.keys(DEVICES) as Device[]).flatMap((device) =>
      THEMES.map((theme) => ({ locale, device, theme })),
    ),
  );
  const head = columns
    .map(({ locale, device, theme }) => `<th>${locale} · ${device} · ${theme}</th>`)
    .join('');
  const rows = shots
    .map((shot) => {
      const cells = columns
        .map(({ locale, device, theme }) => {
          const file = fileName(shot, locale, device, theme);
          return existsSync(path.join(OUT, file))
            ? `<td><a href="${file}"><img src="${file}" alt="${shot.name}, ${locale}, ${device}, ${theme}" loading="lazy"></a></td>`
            : '<td>—</td>';
        })
        .join('');
      return `<tr><th scope="row">${shot.name}</th>${cells}</tr>`;
    })
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Screenshots</title>
<style>
body{font:14px system-ui,sans-serif;margin:1rem;background:#f1f5f9;color:#0f172a}
table{border-collapse:collapse}th,td{padding:6px;vertical-align:top;border:1px solid #cbd5e1}
thead th{position:sticky;top:0;background:#fff;font-weight:600}
img{display:block;width:180px;height:auto;max-height:420px;object-fit:cover;object-position:top;background:#fff}
</style></head><body>
<h1>Every page type: desktop ${DEVICES.desktop.width}×${DEVICES.desktop.height} and phone ${DEVICES.phone.width}×${DEVICES.phone.height}, light and dark, English and French</h1>
<p>${FULL_PAGE ? 'Whole pages.' : 'First screens (npm run screenshots -- --full-page for whole pages).'} Click a picture for full size.</p>
<table><thead><tr><th>page</th>${head}</tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))) {
    console.error(
      `No production build in ${DIST_DIR}/: run \`npm run build\` first (this command builds nothing).`,
    );
    process.exit(1);
  }
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const servers: ServerProcess[] = [];
  let browser: Browser | undefined;
  try {
    const api = await startServer({
      name: 'sample API',
      command: 'npx',
      args: ['tsx', 'sample-api/main.ts'],
      cwd: ROOT,
      env: { SAMPLE_API_PORT: String(apiPort), SAMPLE_API_SITE_URL: 'http://localhost:3000' },
      readyUrl: `${apiUrl}/index/directory-businesses`,
    });
    servers.push(api);
    // No `-H 127.0.0.1`, as in playwright.config.ts (vercel/next.js#94745).
    servers.push(
      await startServer({
        name: 'next start',
        command: 'npx',
        args: ['next', 'start', '-p', String(sitePort)],
        cwd: ROOT,
        env: { DIRECTORY_API_URL: apiUrl, NEXT_DIST_DIR: DIST_DIR, API_TIMEOUT_MS: '1000' },
        readyUrl: `${siteUrl}/about`,
      }),
    );
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
    const shots = await pageTypes(browser, siteUrl);
    const failures = await takeAll(browser, siteUrl, shots);
    // The 503 page: the API stopped, a business page never rendered before.
    await api.stop();
    const unavailable = { name: '503', path: '/business/never-rendered-while-the-api-is-down' };
    failures.push(...(await takeAll(browser, siteUrl, [unavailable])));
    writeFileSync(path.join(OUT, 'index.html'), contactSheet([...shots, unavailable]));
    console.log(`Screenshots in ${path.relative(process.cwd(), OUT)}/ (open index.html).`);
    if (failures.length > 0) {
      console.error(`Failed:\n${failures.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    for (const server of servers.reverse()) await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
