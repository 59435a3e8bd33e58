import { locales } from '@/lib/i18n/routing';
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/urls/paths';
import { escapeXml } from './xml';

/*
 * sitemaps.org XML, written by hand: a <urlset> whose <url> entries carry the page's hreflang
 * alternates (Google's xhtml:link form), and a <sitemapindex>. Everything inserted is
 * XML-escaped; URLs are already percent-encoded by lib/urls/paths.
 */

export interface SitemapPage {
  /** The page's path without locale prefix, from lib/urls/paths. */
  path: string;
  /** When the page's content last changed (ISO 8601), if known. */
  lastmod: string | null;
}

export interface SitemapLimits {
  /** Most <url> entries in one file (sitemaps.org: 50,000). */
  maxUrls: number;
  /** Largest file, uncompressed, in bytes (sitemaps.org: 50 MiB). */
  maxBytes: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';
const INDEX_OPEN = '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const INDEX_CLOSE = '</sitemapindex>\n';
/** Room kept in every file for the license notice. */
const MAX_NOTICE_BYTES = 1_000;

/** What a file costs besides its entries. */
export const URLSET_FRAME_BYTES =
  byteLength(XML_DECLARATION + URLSET_OPEN + URLSET_CLOSE) + MAX_NOTICE_BYTES + 10;

/**
 * The license and attribution notice as an XML comment ("--" may not occur in one), cut to
 * the room kept for it.
 */
function noticeComment(notice: string | undefined): string {
  if (!notice) return '';
  let text = notice.replace(/-{2,}/g, (dashes) => dashes.split('').join(' ')).replace(/-$/, '- ');
  while (byteLength(text) > MAX_NOTICE_BYTES) text = text.slice(0, -1);
  return `<!-- ${text} -->\n`;
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function lastmodElement(lastmod: string | null): string {
  return lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
}

/**
 * The <url> entries of one page: one per language, each listing every language version and
 * x-default, itself included, so that the alternates are reciprocal by construction.
 */
export function pageEntries(page: SitemapPage, siteUrl: string): string[] {
  const alternates = Object.entries(languageAlternates(siteUrl, page.path))
    .map(
      ([hreflang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  return locales.map(
    (locale) =>
      `<url><loc>${escapeXml(absoluteUrl(siteUrl, localizedPath(locale, page.path)))}</loc>${lastmodElement(page.lastmod)}${alternates}</url>\n`,
  );
}

export function renderUrlset(entries: readonly string[], notice?: string): string {
  return XML_DECLARATION + noticeComment(notice) + URLSET_OPEN + entries.join('') + URLSET_CLOSE;
}

export interface SitemapFileRef {
  loc: string;
  lastmod: string | null;
}

export function renderSitemapIndex(files: readonly SitemapFileRef[], notice?: string): string {
  const body = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(file.loc)}</loc>${lastmodElement(file.lastmod)}</sitemap>\n`,
  );
  return XML_DECLARATION + noticeComment(notice) + INDEX_OPEN + body.join('') + INDEX_CLOSE;
}

/** Cuts entries into files that each respect both limits, in order. */
export function splitEntries(entries: readonly string[], limits: SitemapLimits): string[][] {
  const files: string[][] = [];
  let current: string[] = [];
  let bytes = URLSET_FRAME_BYTES;
  for (const entry of entries) {
    const size = byteLength(entry);
    if (
      current.length > 0 &&
      (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)
    ) {
      files.push(current);
      current = [];
      bytes = URLSET_FRAME_BYTES;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0 || files.length === 0) files.push(current);
  return files;
}

/** The latest of some ISO dates, or null. */
export function latest(dates: readonly (string | null)[]): string | null {
  let best: string | null = null;
  let bestTime = -Infinity;
  for (const date of dates) {
    const time = date ? Date.parse(date) : NaN;
    if (!Number.isNaN(time) && time > bestTime) {
      best = date;
      bestTime = time;
    }
  }
  return best;
}
