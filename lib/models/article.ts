import 'server-only';
import { cache } from 'react';
import { getBlogArticle, type BlogArticle } from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import { loadSectionEntry, type SectionEntryModel } from './section-entry';

/** One blog article of a business. */
export type ArticleModel = SectionEntryModel<'article', BlogArticle>;

/** null when the business or the article does not exist. */
export const loadArticleModel = cache(
  (locale: Locale, slug: string, articleSlug: string): Promise<ArticleModel | null> =>
    loadSectionEntry(locale, slug, 'blog', 'article', {
      load: () => getBlogArticle(slug, articleSlug, locale),
      idOf: (article) => article.slug,
    }),
);
