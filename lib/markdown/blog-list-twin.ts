import type { BlogArticleSummary, Business } from '@/lib/api';
import { twinUrl } from '@/lib/urls/twin-paths';
import { businessPath } from '@/lib/urls/paths';
import { isoDate, joinBlocks, linkedHeading } from './blocks';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';
import { renderTwin } from './frame';

/** The Markdown twin of a business's blog: every article, linked to its own twin. */
export function renderBlogListTwin(
  business: Business,
  articles: BlogArticleSummary[],
  ctx: MarkdownContext,
): string {
  const { t } = ctx;
  const entries = articles.map((article) => {
    const url = twinUrl(ctx.siteUrl, ctx.locale, businessPath(business.slug, 'blog', article.slug));
    const date = isoDate(article.publishedAt ?? article.updatedAt);
    return joinBlocks([
      linkedHeading(2, article.title, url),
      date,
      article.description ? escapeInline(article.description) : null,
    ]);
  });
  return renderTwin(
    {
      title: t('Business.blog'),
      pagePath: businessPath(business.slug, 'blog'),
      businessSlug: business.slug,
      // The title names the section only, as the page's h1 does; this line names whose it is.
      businessName: business.name,
      blocks: [
        t('Companions.count.articles', { count: articles.length }),
        articles.length > 0 ? joinBlocks(entries) : t('Companions.empty.blog'),
      ],
    },
    ctx,
  );
}
