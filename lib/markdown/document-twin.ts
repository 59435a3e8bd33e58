import type { Business, DocumentDetail } from '@/lib/api';
import { twinUrl } from '@/lib/urls/twin-paths';
import { documentPath } from '@/lib/urls/document-path';
import { businessPath } from '@/lib/urls/paths';
import { bulletList, heading, isoDate, joinBlocks, link, plainParagraphs } from './blocks';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';
import { fieldLine } from './fields';
import { renderTwin } from './frame';
import { markdownBodyForTwin } from './body/serialize-body';
import type { DocumentFile } from '@/lib/models/document-file';
import { documentTypeWord, fileLinkBlock } from './document-file-blocks';
import { escapeLinkText, markdownUrl } from './escape';
import { businessZone } from '@/lib/models/item-facts-context';
import { zonedIso } from '@/lib/text/zoned-date';

/** The Markdown twin of a document: its facts and its Markdown rendition (a PDF's text). */
export function renderDocumentTwin(
  business: Business,
  document: DocumentDetail,
  file: DocumentFile,
  ctx: MarkdownContext,
): string {
  const { t } = ctx;
  const number = new Intl.NumberFormat(ctx.locale);
  const zone = businessZone(business);
  const subject = file.subject
    ? [
        escapeInline(file.subject.name),
        [file.subject.start, file.subject.end]
          .filter((date) => date !== null)
          .map((date) => zonedIso(date, zone))
          .join(' – '),
      ]
        .filter(Boolean)
        .join(', ')
    : null;
  const keywords =
    document.seoKeywords.length > 0 ? escapeInline(document.seoKeywords.join(', ')) : null;
  return renderTwin(
    {
      title: document.label,
      pagePath: documentPath(business.slug, document),
      businessSlug: business.slug,
      // Headings in the page's order: its details, then the text of the document under its own.
      blocks: [
        link(
          t('Documents.title', { name: business.name }),
          twinUrl(ctx.siteUrl, ctx.locale, businessPath(business.slug, 'documents')),
        ),
        // An image document is its picture, as on the page.
        document.type === 'IMAGE' && file.url !== null
          ? `![${escapeLinkText(file.imageAlt ?? document.label)}](${markdownUrl(file.url)})`
          : null,
        document.description ? plainParagraphs(document.description) : null,
        // The file itself, as the page's button links it (http(s) only), or why there is none.
        fileLinkBlock(document.type, file, ctx, 'page'),
        joinBlocks([
          heading(2, t('Documents.details')),
          bulletList([
            fieldLine(t, 'subject', subject),
            fieldLine(t, 'type', documentTypeWord(document.type, ctx)),
            fieldLine(t, 'format', file.encodingFormat),
            fieldLine(t, 'fileSize', file.size),
            fieldLine(t, 'pages', file.pages === null ? null : number.format(file.pages)),
            fieldLine(
              t,
              'dimensions',
              file.width === null || file.height === null
                ? null
                : t('Documents.pixels', {
                    width: number.format(file.width),
                    height: number.format(file.height),
                  }),
            ),
            fieldLine(t, 'created', isoDate(document.createdAt)),
            fieldLine(t, 'updated', isoDate(document.updatedAt)),
            fieldLine(t, 'keywords', keywords),
          ]),
        ]),
        document.markdown
          ? joinBlocks([
              heading(2, t('Documents.content')),
              markdownBodyForTwin(document.markdown, { topHeadingLevel: 3 }),
            ])
          : null,
      ],
    },
    ctx,
  );
}
