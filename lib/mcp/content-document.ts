import type { ContentEntry } from '@/lib/content/content-entry';
import { siteTranslator } from '@/lib/i18n/translator';
import { escapeInline, markdownLink } from '@/lib/markdown/escape';
import { contentCitation, contentId, contentResultOf } from './content-result';

/*
 * One entry of the content index as fetch returns it: its whole indexed text (the question
 * and its answer, the article's body, the document's rendition, the item's description and
 * attributes) as Markdown, with its URL and the citation as metadata. It is read from the
 * index alone, so fetching a search hit makes no upstream call.
 */

/** Plain text from a business as Markdown paragraphs that stay text. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map(escapeInline).join('\n'))
    .filter((paragraph) => paragraph.trim() !== '');
}

export function contentDocumentOf(entry: ContentEntry) {
  const t = siteTranslator(entry.locale);
  const result = contentResultOf(entry);
  const citation = contentCitation(entry);
  const facts = [t(`AgentContent.kinds.${entry.kind}`)];
  if (result.event)
    facts.push(
      result.event.end ? `${result.event.start} → ${result.event.end}` : result.event.start,
    );
  if (result.event?.place) facts.push(escapeInline(result.event.place));
  const text = [
    `# ${escapeInline(entry.title)}`,
    facts.join(' · '),
    `${t('AgentContent.business')} ${markdownLink(entry.business.name, result.business.url)}`,
    ...paragraphs(entry.summary),
    ...paragraphs(entry.body),
    `${escapeInline(citation.attribution)} (${citation.license})`,
  ].join('\n\n');
  return {
    id: contentId(entry),
    title: `${entry.title} — ${entry.business.name}`,
    text,
    url: citation.url,
    metadata: { ...citation, kind: entry.kind, business: result.business },
  };
}
