import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  compareScripts,
  manifestFirstLoadJs,
  readRouteBundleStats,
  scriptUrls,
} from './page-assets';

describe('scriptUrls', () => {
  it('collects script src, modulepreload and script preloads, absolute and deduplicated', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>
      <link rel="modulepreload" href="/_next/static/chunks/m.js">
      <link rel="preload" as="font" href="/font.woff2"/>
      <link rel="stylesheet" href="/_next/static/css/x.css"/>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script src='/_next/static/chunks/b.js?v=1&amp;x=2'></script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script src="/_next/static/chunks/legacy.js" nomodule></script>
      <script>self.__next_f.push([1,"<script src=\\"/not-a-tag.js\\">"])</script>
      <script type="application/ld+json">{"@type":"Thing"}</script>
    </head></html>`;
    expect(scriptUrls(html, 'http://127.0.0.1:3420/about')).toEqual([
      'http://127.0.0.1:3420/_next/static/chunks/a.js',
      'http://127.0.0.1:3420/_next/static/chunks/b.js?v=1&x=2',
      'http://127.0.0.1:3420/_next/static/chunks/m.js',
    ]);
  });
});

describe('first-load JS from the build', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('sums the gzip size of the chunks route-bundle-stats.json lists for the route', () => {
    root = mkdtempSync(path.join(tmpdir(), 'bench-assets-'));
    mkdirSync(path.join(root, '.next-x', 'diagnostics'), { recursive: true });
    mkdirSync(path.join(root, '.next-x', 'static', 'chunks'), { recursive: true });
    const a = 'const a = 1;\n'.repeat(200);
    const b = 'export function b() { return Math.random(); }\n'.repeat(50);
    writeFileSync(path.join(root, '.next-x/static/chunks/a.js'), a);
    writeFileSync(path.join(root, '.next-x/static/chunks/b.js'), b);
    writeFileSync(
      path.join(root, '.next-x/diagnostics/route-bundle-stats.json'),
      JSON.stringify([
        {
          route: '/[locale]/about',
          firstLoadUncompressedJsBytes: 0,
          firstLoadChunkPaths: ['.next-x/static/chunks/a.js'],
        },
        {
          route: '/[locale]/business/[slug]',
          firstLoadUncompressedJsBytes: 0,
          firstLoadChunkPaths: ['.next-x/static/chunks/a.js', '.next-x/static/chunks/b.js'],
        },
      ]),
    );
    const stats = readRouteBundleStats(root, '.next-x');
    expect(stats).not.toBeNull();
    const profile = manifestFirstLoadJs(stats ?? [], '/[locale]/business/[slug]', root);
    expect(profile).toEqual({
      route: '/[locale]/business/[slug]',
      chunks: 2,
      rawBytes: a.length + b.length,
      gzipBytes: gzipSync(a, { level: 9 }).length + gzipSync(b, { level: 9 }).length,
      files: ['a.js', 'b.js'],
    });
    expect(manifestFirstLoadJs(stats ?? [], '/[locale]/nowhere', root)).toBeNull();
    expect(readRouteBundleStats(root, '.next-missing')).toBeNull();
  });

  it('tells which scripts only the HTML or only the manifest has', () => {
    expect(
      compareScripts(
        [
          'http://127.0.0.1:1/_next/static/chunks/a.js',
          'http://127.0.0.1:1/_next/static/chunks/c.js?x=1',
        ],
        ['a.js', 'b.js'],
      ),
    ).toEqual({ onlyInHtml: ['c.js'], onlyInManifest: ['b.js'] });
  });
});
