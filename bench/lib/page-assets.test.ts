import { describe, expect, it } from 'vitest';
import { scriptUrls } from './page-assets';

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
