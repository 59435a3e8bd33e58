import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript of a page as a browser sees it: every script the HTML loads or preloads
 * (`<script src>`, `<link rel="modulepreload">`, `<link rel="preload" as="script">`), each
 * fetched once and gzipped at level 9, the level a CDN would serve.
 */

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');

function attribute(tag: string, name: string): string | null {
  const match = ATTRIBUTE(name).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/** The script URLs of an HTML document, absolute against `base`, each once, in document order. */
export function scriptUrls(html: string, base: string): string[] {
  const found: string[] = [];
  // Inline scripts (the RSC payload) may quote markup; only real tags count.
  const tagsOnly = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, '$1</script>');
  for (const [tag] of tagsOnly.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    // noModule scripts (legacy polyfills) are never loaded by a browser that runs modules.
    if (src && !/\snomodule\b/i.test(tag)) found.push(src);
  }
  for (const [tag] of tagsOnly.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attribute(tag, 'as') ?? '').toLowerCase();
    const href = attribute(tag, 'href');
    if (href && (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script'))) found.push(href);
  }
  return [...new Set(found.map((url) => new URL(decodeEntities(url), base).href))];
}

export interface FirstLoadJs {
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  urls: string[];
}

export async function firstLoadJs(html: string, base: string, cache = new Map<string, Buffer>()): Promise<FirstLoadJs> {
  const urls = scriptUrls(html, base);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    let body = cache.get(url);
    if (!body) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      body = Buffer.from(await response.arrayBuffer());
      cache.set(url, body);
    }
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: urls.length, rawBytes, gzipBytes, urls };
}
