import type { BlogArticle, Business } from '@/lib/api';
import { twinUrl } from '@/lib/urls/twin-paths';
import { businessPath } from '@/lib/urls/paths';
import { bulletList, isoDate, link, plainParagraphs } from './blocks';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';
import { fieldLine } from './fields';
import { renderTwin } from './frame';
import { markdownBodyForTwin } from './body/serialize-body';

/** The Markdown twin of a blog article: its metadata and its Markdown body. */
export function renderArticleTwin(
  business: Business,
  article: BlogArticle,
  ctx: MarkdownContext,
): string {
  const { t } = ctx;
  const published = isoDate(article.publishedAt);
  const updated = isoDate(article.updatedAt);
  return renderTwin(
    {
      title: article.title,
      pagePath: businessPath(business.slug, 'blog', article.slug),
      businessSlug: business.slug,
      blocks: [
        bulletList([
          link(
            t('Companions.sectionTitle', { section: t('Business.blog'), name: business.name }),
            twinUrl(ctx.siteUrl, ctx.locale, businessPath(business.slug, 'blog')),
          ),
          fieldLine(t, 'published', published),
          updated !== published ? fieldLine(t, 'updated', updated) : null,
          fieldLine(
            t,
            'keywords',
            article.keywords.length > 0 ? escapeInline(article.keywords.join(', ')) : null,
          ),
        ]),
        article.description ? plainParagraphs(article.description) : null,
        article.markdown ? markdownBodyForTwin(article.markdown, { topHeadingLevel: 2 }) : null,
      ],
    },
    ctx,
  );
}
