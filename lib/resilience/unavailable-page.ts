import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath, splitLocale } from '@/lib/urls/paths';

/*
 * The page answered with a 503 while the Directory API is down. It is a plain string, built
 * without React or the app's layout on purpose: it must render when nothing else does, and it
 * is written by the response patch, outside any render. Self-contained (inline styles, no
 * script), so it needs no other request to show.
 */

const MESSAGES: Record<Locale, typeof en.Unavailable> = { en: en.Unavailable, fr: fr.Unavailable };

/** Seconds a client should wait before asking again (the Retry-After of every 503). */
export const RETRY_AFTER_SECONDS = 60;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The language of a request path: /fr and /fr/… are French, everything else English. */
export function localeOfPath(path: string): Locale {
  return splitLocale(path.split(/[?#]/)[0] ?? path).locale;
}

// The site's light and dark token values (app/globals.css), written out: this page loads no
// stylesheet. Every text colour holds above 7:1 against its background in both themes.
const STYLE = [
  ':root{color-scheme:light dark}',
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff;line-height:1.5}',
  'main{max-width:40rem;margin:0 auto;padding:4rem 1rem;text-align:center}',
  'h1{font-size:1.875rem;margin:0 0 1rem;letter-spacing:-.01em}',
  'p{color:#334155;margin:0 0 1.5rem}',
  'a{color:#1e40af;font-weight:600}',
  'a:focus-visible{outline:2px solid currentColor;outline-offset:2px}',
  'nav a{margin:0 .75rem}',
  '@media (prefers-color-scheme:dark){body{color:#f1f5f9;background:#0f172a}p{color:#cbd5e1}a{color:#93c5fd}}',
].join('');

export function unavailablePageHtml(requestPath: string, directoryName: string): string {
  const locale = localeOfPath(requestPath);
  const t = MESSAGES[locale];
  const home = localizedPath(locale, '/');
  // Only a site-relative path is echoed back, escaped: never another origin.
  const retry = requestPath.startsWith('/') && !requestPath.startsWith('//') ? requestPath : home;
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${t.title} | ${directoryName}`)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(t.heading)}</h1>`,
    `<p>${escapeHtml(t.text)}</p>`,
    `<nav aria-label="${escapeHtml(directoryName)}">`,
    `<a href="${escapeHtml(retry)}">${escapeHtml(t.retry)}</a>`,
    `<a href="${home}">${escapeHtml(t.home)}</a>`,
    '</nav>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
