import { describe, expect, it } from 'vitest';
import { tinyPdf } from './assets';
import { HANDWRITTEN_BUSINESSES } from './data';
import { BUSINESS, fetchJson, sampleApiForThisFile } from './testing';
import type { JsonValue } from './types';
import type { ApiCatalogItemList, ApiDocumentList } from './api-types';

const server = sampleApiForThisFile();

/** Every string in a JSON value that looks like a URL of this server. */
function ownUrls(value: JsonValue | undefined, base: string, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith(`${base}/`)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const entry of value) ownUrls(entry, base, into);
  } else if (value !== null && typeof value === 'object') {
    for (const entry of Object.values(value)) ownUrls(entry, base, into);
  }
  return into;
}

describe('assets', () => {
  it('draws a logo: a rounded square with initials, width, height and viewBox', async () => {
    const response = await fetch(`${server.url}/assets/logos/boulangerie-du-plateau.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="256" height="256" viewBox="0 0 256 256"/);
    expect(svg).toContain('rx="40"');
    expect(svg).toContain('>BP</text>');
    expect(
      await fetch(`${server.url}/assets/logos/boulangerie-du-plateau.svg`).then((again) =>
        again.text(),
      ),
    ).toBe(svg);
  });

  it('has no logo for a business without one, or an unknown one', async () => {
    expect(
      (await fetch(`${server.url}/assets/logos/clinique-dentaire-allumettieres.svg`)).status,
    ).toBe(404);
    expect((await fetch(`${server.url}/assets/logos/nobody.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/assets/logos/../../etc/passwd`)).status).toBe(404);
  });

  it('serves a PDF that starts and ends like one, with a correct xref offset', async () => {
    const response = await fetch(
      `${server.url}/assets/documents/3f1c2a8e-5b7d-4c9e-8a41-2d6f0b9e7c13.pdf`,
    );
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    expect(tinyPdf('(escaped) \\ text').toString('latin1')).toContain('\\(escaped\\) \\\\ text');
  });

  it('resolves every URL the hand-written data points at on this server', async () => {
    const urls = new Set<string>();
    for (const business of HANDWRITTEN_BUSINESSES.filter((seed) => seed.visibility !== 'HIDDEN')) {
      const base = `${server.url}${BUSINESS(business.slug)}`;
      for (const lang of ['en', 'fr']) {
        ownUrls((await fetchJson<JsonValue>(`${base}?lang=${lang}`)).body, server.url, urls);
        const items = (
          await fetchJson<ApiCatalogItemList>(`${base}/catalog/items?limit=100&lang=${lang}`)
        ).body;
        for (const item of items.items) {
          ownUrls(
            (await fetchJson<JsonValue>(`${base}/catalog/items/${item.itemSlug}?lang=${lang}`))
              .body,
            server.url,
            urls,
          );
        }
        const documents = (
          await fetchJson<ApiDocumentList>(`${base}/documents?limit=100&lang=${lang}`)
        ).body;
        for (const document of documents.data) {
          ownUrls(
            (await fetchJson<JsonValue>(`${base}/documents/${document.id}?lang=${lang}`)).body,
            server.url,
            urls,
          );
        }
      }
    }
    expect(urls.size).toBeGreaterThan(60);
    for (const url of urls) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(
        url.endsWith('.pdf') ? /^application\/pdf/ : /^image\/svg\+xml/,
      );
      await response.arrayBuffer();
    }
  });

  it('refuses to write to assets', async () => {
    const response = await fetch(`${server.url}/assets/items/baguette.svg`, {
      method: 'PUT',
      body: 'x',
    });
    expect(response.status).toBe(405);
  });
});
