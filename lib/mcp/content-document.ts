import type { ContentEntry } from '@/lib/content/content-entry';
import { getSiteConfig } from '@/lib/config/site-config';
import { siteTranslator } from '@/lib/i18n/translator';
import { escapeInline, markdownLink } from '@/lib/markdown/escape';
import { contentHitView } from '@/lib/models/content-hit';
import { contentResultOf } from './content-result';
import { resultFacts } from './content-text';

/*
 * One entry of the content index as fetch returns it: the facts its result states and its
 * whole indexed text (the question and its answer, the article's body, the document's
 * rendition, the item's description and attributes) as Markdown, with its URL and the
 * citation as metadata. Read from the index alone: fetching a search hit makes no upstream
 * call.
 */

/** Plain text from a business as Markdown paragraphs that stay text. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map(escapeInline).join('\n'))
    .filter((paragraph) => paragraph.trim() !== '');
}

export function contentDocumentOf(entry: ContentEntry, now: Date = new Date()) {
  const { locale } = entry;
  const { siteUrl, directoryName } = getSiteConfig();
  const t = siteTranslator(locale);
  const hit = contentHitView(entry, { locale, siteUrl, directoryName, t, now });
  const result = contentResultOf(hit, locale);
  const { citation } = result;
  const text = [
    `# ${escapeInline(entry.title)}`,
    resultFacts(result, locale),
    `${t('AgentContent.business')} ${markdownLink(entry.business.name, result.business.url)}`,
    ...paragraphs(entry.summary),
    ...paragraphs(entry.body),
    `${escapeInline(citation.attribution)} (${citation.license})`,
  ].join('\n\n');
  return {
    id: result.id,
    title: `${entry.title} — ${entry.business.name}`,
    text,
    url: citation.url,
    metadata: { ...citation, kind: entry.kind, business: result.business },
  };
}
