import { pageHref } from '@/lib/paging/page-window';
import type { Business, DocumentSummary, Paged } from '@/lib/api';
import { twinPath } from '@/lib/urls/twin-paths';
import { formatFileSize } from '@/lib/text/file-size';
import { documentPath } from '@/lib/urls/document-path';
import { absoluteUrl, businessPath } from '@/lib/urls/paths';
import { isoDate, joinBlocks, linkedHeading } from './blocks';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';
import { renderTwin } from './frame';
import { emptyListBlock, pagerBlock } from './pager';

export function documentFacts(document: DocumentSummary, ctx: MarkdownContext): string[] {
  const size = document.fileSize === null ? null : formatFileSize(document.fileSize, ctx.locale);
  return [document.type, size, isoDate(document.updatedAt ?? document.createdAt)].filter(
    (fact): fact is string => Boolean(fact),
  );
}

/** The Markdown twin of one page of a business's documents (`documents.md?page=N`). */
export function renderDocumentsTwin(
  business: Business,
  documents: Paged<DocumentSummary>,
  ctx: MarkdownContext,
): string {
  const { t } = ctx;
  const pagePath = businessPath(business.slug, 'documents');
  const entries = documents.items.map((document) => {
    const url = absoluteUrl(
      ctx.siteUrl,
      twinPath(ctx.locale, documentPath(business.slug, document)),
    );
    const facts = documentFacts(document, ctx);
    return joinBlocks([
      linkedHeading(2, document.label, url),
      facts.length > 0 ? escapeInline(facts.join(', ')) : null,
      document.description ? escapeInline(document.description) : null,
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
