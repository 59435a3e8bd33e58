import type { Locale } from '@/lib/i18n/routing';

/** The file name of every share card: a PNG of SHARE_CARD_SIZE. */
const SHARE_CARD_FILE = 'card.png';

/** The size Open Graph and Twitter's large summary card both show without cropping. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Sections whose entries (an article, an item, a document) have a card of their own. */
const ENTRY_SECTIONS = new Set(['blog', 'catalog', 'documents']);

/**
 * The site path of the image shown when a page is shared (app/og/…): an article, a catalog
 * item and a document have their own card; a business's other pages (profile, blog, FAQ,
 * reviews, catalog and documents lists, every page of them) share the business's card; What's
 * on has its own; every other page (home, category, city, About) has the directory's card. `pagePath` is the page's
 * locale-less path, already percent-encoded (lib/urls/paths), so its segments are reused as
 * they are.
 */
export function shareCardPath(locale: Locale, pagePath: string): string {
  const segments = pagePath.split('/').filter(Boolean);
  const root = `/og/${locale}`;
  if (segments[0] === 'events') return `${root}/events/${SHARE_CARD_FILE}`;
  if (segments[0] !== 'business' || segments.length < 2) return `${root}/${SHARE_CARD_FILE}`;
  const [, slug, section = '', entry = ''] = segments;
  const isEntry = segments.length === 4 && ENTRY_SECTIONS.has(section) && entry !== 'page';
  return isEntry
    ? `${root}/business/${slug}/${section}/${entry}/${SHARE_CARD_FILE}`
    : `${root}/business/${slug}/${SHARE_CARD_FILE}`;
}
