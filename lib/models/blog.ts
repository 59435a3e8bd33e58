import 'server-only';
import { cache } from 'react';
import { listBlogArticles, type BlogArticleSummary } from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import { businessPath } from '@/lib/urls/paths';
import { loadBusinessPage, type BusinessPageModel } from './business-page';

/** A business's blog: its articles, newest as the API orders them; none reads as empty. */
export interface BlogModel extends BusinessPageModel {
  articles: BlogArticleSummary[];
}

export const loadBlogModel = cache(
  async (locale: Locale, slug: string): Promise<BlogModel | null> => {
    const [page, articles] = await Promise.all([
      loadBusinessPage(locale, slug, (business) => businessPath(business.slug, 'blog')),
      listBlogArticles(slug, locale),
    ]);
    return page && { ...page, articles: articles ?? [] };
  },
);
