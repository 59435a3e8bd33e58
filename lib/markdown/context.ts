import type { SiteTranslator } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/routing';

/** What every Markdown renderer needs besides its data. */
export interface MarkdownContext {
  locale: Locale;
  siteUrl: string;
  directoryName: string;
  t: SiteTranslator;
}
