import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { escapeInline, markdownLink } from '@/lib/markdown/escape';
import type { ContentSearchAnswer, EventsAnswer } from './content-answers';
import type { ContentResult } from './content-result';

/*
 * The text beside the structured answers of search_content and list_events: a short Markdown
 * list in the answer's language, stating the same values as the structured copy (an event's
 * dates as the same ISO strings, with the place's offset; near a place, each distance; each
 * result's attribution line), and the notice when there is one.
 * Titles and summaries come from businesses: escaped, so they stay text.
 */

/** Kind, dates, place, price and status of a result, on one line. */
export function resultFacts(result: ContentResult, lang: Locale): string {
  const t = siteTranslator(lang);
  const { event } = result;
  const facts = [t(`AgentContent.kinds.${result.kind}`)];
  if (event) facts.push(event.end ? `${event.start} → ${event.end}` : event.start);
  if (event?.place) facts.push(escapeInline(event.place));
  if (result.price) facts.push(escapeInline(result.price));
  if (result.availability) facts.push(t(`Catalog.${result.availability}`));
  return facts.join(' · ');
}

function resultLines(result: ContentResult, lang: Locale): string[] {
  const t = siteTranslator(lang);
  const { business } = result;
  const distance =
    result.distanceKm === undefined ? null : t('AgentContent.distance', { km: result.distanceKm });
  const where = [business.city && escapeInline(business.city), distance].filter(Boolean);
  const city = where.length > 0 ? ` (${where.join(' · ')})` : '';
  const lines = [
    `- ${markdownLink(result.title, result.url)} · ${resultFacts(result, lang)}`,
    `  ${t('AgentContent.business')} ${markdownLink(business.name, business.url)}${city} · \`${business.slug}\` · id \`${result.id}\``,
  ];
  if (result.summary) lines.push(`  ${escapeInline(result.summary)}`);
  // The line an assistant quotes, as each business hit of search_businesses carries it.
  lines.push(`  ${result.citation.attribution}`);
  return lines;
}

function pagingLine(answer: { nextCursor: string | null }, lang: Locale): string[] {
  return answer.nextCursor ? [siteTranslator(lang)('AgentContent.more')] : [];
}

export function contentSearchText(answer: ContentSearchAnswer, text: string, lang: Locale): string {
  const t = siteTranslator(lang);
  const heading = t('AgentContent.found', {
    count: answer.total,
    hasText: text ? 'yes' : 'no',
    text: escapeInline(text),
  });
  return [
    heading,
    ...(answer.notice ? [answer.notice] : []),
    ...answer.results.flatMap((result) => resultLines(result, lang)),
    ...pagingLine(answer, lang),
  ].join('\n');
}

export function eventsText(answer: EventsAnswer, lang: Locale): string {
  const t = siteTranslator(lang);
  const heading = t('AgentContent.events', {
    count: answer.total,
    from: answer.from,
    hasTo: answer.to ? 'yes' : 'no',
    to: answer.to ?? '',
  });
  return [
    heading,
    ...(answer.notice ? [answer.notice] : []),
    ...answer.events.flatMap((result) => resultLines(result, lang)),
    ...pagingLine(answer, lang),
  ].join('\n');
}
