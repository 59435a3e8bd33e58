import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

const SCHEMAS = path.join(__dirname, '..', 'sitemap-schemas');

/**
 * Validates a sitemap against the sitemaps.org schema with xmllint, which reads files only: the
 * document goes through a temporary folder that is removed again, so a run leaves nothing in
 * the machine's temporary directory.
 */
export function expectValidSitemap(xml: string, schema: 'urlset.xsd' | 'siteindex.xsd'): void {
  const folder = mkdtempSync(path.join(tmpdir(), 'sitemap-'));
  try {
    const file = path.join(folder, 'sitemap.xml');
    writeFileSync(file, xml);
    const result = spawnSync('xmllint', ['--noout', '--schema', path.join(SCHEMAS, schema), file], {
      encoding: 'utf8',
    });
    expect(
      result.error,
      'xmllint must be installed (apt-get install libxml2-utils)',
    ).toBeUndefined();
    expect(result.stderr + result.stdout).toContain('validates');
    expect(result.status).toBe(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
