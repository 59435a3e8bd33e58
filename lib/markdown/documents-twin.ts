import { pageHref } from '@/lib/paging/page-window';
import type { Business, DocumentSummary, Paged } from '@/lib/api';
import { formatFileSize } from '@/lib/text/file-size';
import type { ListedDocument } from '@/lib/models/listed-document';
import { twinPath } from '@/lib/urls/twin-paths';
import { documentPath } from '@/lib/urls/document-path';
import { absoluteUrl, businessPath } from '@/lib/urls/paths';
import { isoDate, joinBlocks, linkedHeading } from './blocks';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';
import { renderTwin } from './frame';
import { emptyListBlock, pagerBlock } from './pager';
import { fileLinkBlock, fileSummaryBlock } from './document-file-blocks';

/** A document's type, size and date in one line, as a profile's preview lists it. */
export function documentFacts(document: DocumentSummary, ctx: MarkdownContext): string[] {
  const size = document.fileSize === null ? null : formatFileSize(document.fileSize, ctx.locale);
  return [document.type, size, isoDate(document.updatedAt ?? document.createdAt)].filter(
    (fact): fact is string => Boolean(fact),
  );
}

/** The Markdown twin of one page of a business's documents (`documents.md?page=N`). */
export function renderDocumentsTwin(
  business: Business,
  documents: Paged<ListedDocument>,
  ctx: MarkdownContext,
): string {
  const { t } = ctx;
  const pagePath = businessPath(business.slug, 'documents');
  const entries = documents.items.map((document) => {
    const url = absoluteUrl(
      ctx.siteUrl,
      twinPath(ctx.locale, documentPath(business.slug, document)),
    );
    const date = isoDate(document.updatedAt ?? document.createdAt);
    // As the page lists it: the description, the file in one line, its link or why there is
    // none, the date.
    return joinBlocks([
      linkedHeading(2, document.label, url),
      document.description ? escapeInline(document.description) : null,
      fileSummaryBlock(document.type, document.file, ctx),
      fileLinkBlock(document.type, document.file, ctx, 'list'),
      date
        ? t(document.updatedAt ? 'Companions.field.updated' : 'Companions.field.created', {
            value: date,
          })
        : null,
    ]);
  });
  const pager = pagerBlock(documents, pagePath, ctx);
  return renderTwin(
    {
      title: t('Business.documents'),
      // The HTML page's canonical URL: each page of the list has its own.
      pagePath: pageHref(pagePath, documents.page),
      businessSlug: business.slug,
      // The title names the section only, as the page's h1 does; this line names whose it is.
      businessName: business.name,
      blocks: [
        t('Companions.count.documents', { count: documents.total }),
        pager,
        emptyListBlock(documents, t('Companions.empty.documents'), ctx),
        joinBlocks(entries),
        entries.length > 0 ? pager : null,
      ],
    },
    ctx,
  );
}
