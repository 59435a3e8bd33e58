import 'server-only';
import { cache } from 'react';
import { getBlogArticle, type BlogArticle } from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import { businessPath } from '@/lib/urls/paths';
import { loadBusinessPage, type BusinessPageModel } from './business-page';
import { pageFrame } from './frame';

/** One blog article of a business. */
export interface ArticleModel extends BusinessPageModel {
  article: BlogArticle;
  /** The article list's path, for the way back. */
  listPath: string;
}

/** null when the business or the article does not exist. */
export const loadArticleModel = cache(
  async (locale: Locale, slug: string, articleSlug: string): Promise<ArticleModel | null> => {
    const [article, page] = await Promise.all([
      getBlogArticle(slug, articleSlug, locale),
      loadBusinessPage(locale, slug, (business) => businessPath(business.slug, 'blog')),
    ]);
    if (!article || !page) return null;
    const path = businessPath(page.business.slug, 'blog', article.slug);
    return {
      ...page,
      frame: pageFrame(locale, path, page.business.slug),
      article,
      listPath: page.frame.path,
    };
  },
);
