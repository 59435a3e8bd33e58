import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { twinUrl } from '@/lib/urls/twin-paths';
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/urls/paths';
import { truncate } from '@/lib/text/truncate';
import { SHARE_CARD_SIZE, shareCardPath } from '@/lib/urls/share-card-path';
import type { PageFrame } from '@/lib/models/frame';

export { truncate };

export interface PageMetadataInput {
  locale: Locale;
  /** The page's path without locale prefix, already encoded (from lib/urls/paths). */
  path: string;
  title: string;
  description: string;
  siteUrl: string;
  siteName: string;
  imageUrl?: string | null;
  type?: 'website' | 'article' | 'profile';
  noindex?: boolean;
  keywords?: string[];
}

const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' };

/** Title, description, canonical, hreflang alternates, Markdown twin and Open Graph for one page. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const canonical = absoluteUrl(input.siteUrl, localizedPath(input.locale, input.path));
  const description = truncate(input.description, 300);
  // The site's own card first (drawn for this page, app/og/); the page's own picture after it.
  const card = {
    url: absoluteUrl(input.siteUrl, shareCardPath(input.locale, input.path)),
    ...SHARE_CARD_SIZE,
    type: 'image/png',
    alt: input.title,
  };
  return {
    title: input.title,
    description,
    keywords: input.keywords && input.keywords.length > 0 ? input.keywords : undefined,
    alternates: {
      canonical,
      languages: languageAlternates(input.siteUrl, input.path),
      // The page's Markdown twin (<link rel="alternate" type="text/markdown">), for LLM agents.
      types: { 'text/markdown': twinUrl(input.siteUrl, input.locale, input.path) },
    },
    openGraph: {
      type: input.type ?? 'website',
      url: canonical,
      title: input.title,
      description,
      siteName: input.siteName,
      locale: OPEN_GRAPH_LOCALES[input.locale],
      alternateLocale: Object.entries(OPEN_GRAPH_LOCALES)
        .filter(([locale]) => locale !== input.locale)
        .map(([, og]) => og),
      images: input.imageUrl ? [card, { url: input.imageUrl }] : [card],
    },
    twitter: { card: 'summary_large_image', title: input.title, description, images: [card] },
    robots: input.noindex ? { index: false, follow: true } : undefined,
  };
}

/** pageMetadata for a page model's frame: where the page lives comes from the model. */
export function framedMetadata(
  frame: PageFrame,
  page: Omit<PageMetadataInput, 'locale' | 'path' | 'siteUrl' | 'siteName'>,
): Metadata {
  return pageMetadata({
    locale: frame.locale,
    path: frame.path,
    siteUrl: frame.siteUrl,
    siteName: frame.siteName,
    ...page,
  });
}
