import type { Business } from '@/lib/api';
import type { RatingRecord } from '@/lib/companions/companies-json';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { escapeInline } from '@/lib/markdown/escape';
import { formatLocation } from '@/lib/places/format-location';
import { regionLabel, type PlaceRegion } from '@/lib/places/region';
import type { BusinessSection } from '@/lib/urls/paths';
import type { Citation } from './citation';
import type { BusinessHit } from './business-search';

/*
 * The short texts beside get_business's and search_businesses' structured answers: the same
 * facts as the structured copy, in the answer's language, ending with the attribution line an
 * assistant must quote. The whole profile as Markdown is the twin, sent only when asked for.
 */

export interface SectionSummary {
  section: BusinessSection;
  count: number | null;
  url: string;
}

export function businessSummaryText(
  business: Omit<Business, 'markdown'>,
  rating: RatingRecord | null,
  sections: readonly SectionSummary[],
  citation: Citation,
  lang: Locale,
  places: readonly { region: PlaceRegion | null }[] = [],
): string {
  const t = siteTranslator(lang);
  const facts = [
    business.category,
    business.isVerified ? t('AgentContent.verified') : null,
    business.phone,
    business.email,
    business.websiteUrl,
  ].filter(Boolean);
  const lines = [
    `# ${escapeInline(business.name)}`,
    facts.map((fact) => escapeInline(String(fact))).join(' · '),
    escapeInline(business.description),
    ...business.locations.map((location, index) => {
      const region = places[index]?.region;
      return `- ${escapeInline(formatLocation(location, region ? regionLabel(region) : undefined))}`;
    }),
  ];
  if (rating)
    lines.push(t('AgentContent.rating', { average: rating.average, count: rating.count }));
  for (const { section, count, url } of sections)
    lines.push(`- ${t(`Business.${section}`)}${count === null ? '' : ` (${count})`}: ${url}`);
  lines.push(citation.url, citation.attribution);
  return lines.filter((line) => line !== '').join('\n');
}

/** One search hit on a line (near a place, with its distance), then its page and attribution line. */
export function businessHitLines(hit: BusinessHit, lang: Locale): string[] {
  const distance =
    hit.distanceKm === undefined
      ? null
      : siteTranslator(lang)('AgentContent.distance', { km: hit.distanceKm });
  const where = [hit.category, hit.cities.join(', '), distance].filter(Boolean).join(' · ');
  return [
    `- **${escapeInline(hit.name)}** (\`${hit.slug}\`) — ${escapeInline(where)}: ${hit.citation.url}`,
    `  ${hit.citation.attribution}`,
  ];
}
