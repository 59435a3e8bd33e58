import type { DocumentType } from '@/lib/api';
import { fileSummaryLine, type DocumentFile } from '@/lib/models/document-file';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';
import { link } from './blocks';

/** The type in words, as the page writes it: "PDF", "Image". */
export function documentTypeWord(type: DocumentType, ctx: MarkdownContext): string {
  return ctx.t(`Documents.type${type}`);
}

/** "PDF · 184 kB": the line each entry of the list has on the page. */
export function fileSummaryBlock(type: DocumentType, file: DocumentFile, ctx: MarkdownContext) {
  return escapeInline(fileSummaryLine(documentTypeWord(type, ctx), file));
}

/**
 * The link to the file, worded as on the page ("Download", or on a document's own page "Open
 * the file (PDF · 184 kB)"), or the sentence that says why there is none.
 */
export function fileLinkBlock(
  type: DocumentType,
  file: DocumentFile,
  ctx: MarkdownContext,
  where: 'list' | 'page',
): string {
  const { t } = ctx;
  if (file.url === null) {
    if (file.missing === 'text-only')
      return escapeInline(
        t(where === 'page' ? 'Documents.noFileTextBelow' : 'Documents.noFileTextOnly'),
      );
    return escapeInline(t('Documents.noFileNotPublished'));
  }
  if (where === 'list') return link(t('Documents.download'), file.url);
  return link(
    type === 'OTHER'
      ? t('Documents.openFile')
      : t('Documents.openFileWithType', {
          type: fileSummaryLine(documentTypeWord(type, ctx), file),
        }),
    file.url,
  );
}
