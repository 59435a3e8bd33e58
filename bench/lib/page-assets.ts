import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript of a page, two ways that should agree:
 *
 * - from the build, the way Next reports it: Next 16 no longer prints "First Load JS" but
 *   writes `<distDir>/diagnostics/route-bundle-stats.json`, each App Router route with the
 *   chunks of its first load (the root main files plus every segment's entry chunks). Those
 *   files, gzipped at level 9 (what a CDN serves), are the figure the budgets use;
 * - from the served HTML, as a browser sees it: every script it loads or preloads
 *   (`<script src>`, `<link rel="modulepreload">`, `<link rel="preload" as="script">`), each
 *   fetched once and gzipped the same way. Kept as a cross-check of the manifest figure.
 */

const ATTRIBUTE = (name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');

function attribute(tag: string, name: string): string | null {
  const match = ATTRIBUTE(name).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
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
    if (href && (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')))
      found.push(href);
  }
  return [...new Set(found.map((url) => new URL(decodeEntities(url), base).href))];
}

export interface FirstLoadJs {
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  urls: string[];
}

export async function firstLoadJs(
  html: string,
  base: string,
  cache = new Map<string, Buffer>(),
): Promise<FirstLoadJs> {
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

export interface ManifestFirstLoadJs {
  route: string;
  chunks: number;
  rawBytes: number;
  gzipBytes: number;
  /** Chunk file names (no directory), to compare with the scripts the HTML loads. */
  files: string[];
}

interface RouteBundleStats {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

/** Reads the build's route-bundle-stats.json; null when the build wrote none. */
export function readRouteBundleStats(root: string, distDir: string): RouteBundleStats[] | null {
  try {
    return JSON.parse(
      readFileSync(path.join(root, distDir, 'diagnostics', 'route-bundle-stats.json'), 'utf8'),
    ) as RouteBundleStats[];
  } catch {
    return null;
  }
}

/** First-load JS of one route from the build's own list of its chunks (paths relative to root). */
export function manifestFirstLoadJs(
  stats: readonly RouteBundleStats[],
  route: string,
  root: string,
): ManifestFirstLoadJs | null {
  const entry = stats.find((candidate) => candidate.route === route);
  if (!entry) return null;
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const chunk of entry.firstLoadChunkPaths) {
    const body = readFileSync(path.resolve(root, chunk));
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return {
    route,
    chunks: entry.firstLoadChunkPaths.length,
    rawBytes,
    gzipBytes,
    files: entry.firstLoadChunkPaths.map((chunk) => path.basename(chunk)),
  };
}

/** Scripts the HTML loads that the manifest does not list (by file name), and the reverse. */
export function compareScripts(
  htmlUrls: readonly string[],
  manifestFiles: readonly string[],
): { onlyInHtml: string[]; onlyInManifest: string[] } {
  const htmlFiles = htmlUrls.map((url) => path.basename(new URL(url).pathname));
  return {
    onlyInHtml: htmlFiles.filter((file) => !manifestFiles.includes(file)),
    onlyInManifest: manifestFiles.filter((file) => !htmlFiles.includes(file)),
  };
}
