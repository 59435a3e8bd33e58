import type { Business, DocumentDetail } from '@/lib/api';
import { twinUrl } from '@/lib/urls/twin-paths';
import { formatFileSize } from '@/lib/text/file-size';
import { documentPath } from '@/lib/urls/document-path';
import { businessPath } from '@/lib/urls/paths';
import { bulletList, isoDate, link, plainParagraphs } from './blocks';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';
import { fieldLine } from './fields';
import { renderTwin } from './frame';
import { markdownBodyForTwin } from './body/serialize-body';

/** The Markdown twin of a document: its facts and its Markdown rendition (a PDF's text). */
export function renderDocumentTwin(
  business: Business,
  document: DocumentDetail,
  ctx: MarkdownContext,
): string {
  const { t } = ctx;
  const size = document.fileSize === null ? null : formatFileSize(document.fileSize, ctx.locale);
  const keywords =
    document.seoKeywords.length > 0 ? escapeInline(document.seoKeywords.join(', ')) : null;
  return renderTwin(
    {
      title: document.label,
      pagePath: documentPath(business.slug, document),
      businessSlug: business.slug,
      blocks: [
        bulletList([
          link(
            t('Companions.sectionTitle', { section: t('Business.documents'), name: business.name }),
            twinUrl(ctx.siteUrl, ctx.locale, businessPath(business.slug, 'documents')),
          ),
          fieldLine(t, 'type', document.type),
          fieldLine(t, 'fileSize', size),
          fieldLine(t, 'created', isoDate(document.createdAt)),
          fieldLine(t, 'updated', isoDate(document.updatedAt)),
          fieldLine(t, 'keywords', keywords),
        ]),
        document.description ? plainParagraphs(document.description) : null,
        document.markdown ? markdownBodyForTwin(document.markdown, { topHeadingLevel: 2 }) : null,
      ],
    },
    ctx,
  );
}
