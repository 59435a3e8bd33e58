import type { Business, SectionCounts } from '@/lib/api';
import { twinUrl } from '@/lib/urls/twin-paths';
import { BUSINESS_SECTIONS, businessPath } from '@/lib/urls/paths';
import { bulletList, heading, isoDate, joinBlocks, link, plainParagraphs } from './blocks';
import { businessTypeLabels, formatLocation, telUri } from './business-fields';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';
import { fieldLine, type FieldName } from './fields';
import { renderTwin } from './frame';
import { markdownBodyForTwin } from './body/serialize-body';

/** The Markdown twin of a business profile: what the profile page shows, as Markdown. */
export function renderBusinessTwin(
  business: Business,
  counts: SectionCounts,
  ctx: MarkdownContext,
): string {
  const { t } = ctx;
  const field = (name: FieldName, value: string | null | undefined) => fieldLine(t, name, value);
  const list = (values: string[]) => (values.length > 0 ? escapeInline(values.join(', ')) : null);
  const phoneUri = business.phone ? telUri(business.phone) : null;
  const details = bulletList([
    field('category', business.category ? escapeInline(business.category) : null),
    field('businessTypes', list(businessTypeLabels(business))),
    field('verified', business.isVerified ? t('Companions.yes') : t('Companions.no')),
    field('legalName', business.legalName ? escapeInline(business.legalName) : null),
    field(
      'primaryLanguage',
      business.primaryLanguage ? escapeInline(business.primaryLanguage) : null,
    ),
    field('website', business.websiteUrl ? link(business.websiteUrl, business.websiteUrl) : null),
    field('email', business.email ? link(business.email, `mailto:${business.email}`) : null),
    field(
      'phone',
      business.phone
        ? phoneUri
          ? link(business.phone, phoneUri)
          : escapeInline(business.phone)
        : null,
    ),
    field('areas', list(business.areas)),
    field('tags', list(business.tags)),
    field('updated', isoDate(business.updatedAt)),
  ]);
  const locations =
    business.locations.length > 0
      ? joinBlocks([
          heading(2, t('Business.locations', { count: business.locations.length })),
          bulletList(business.locations.map((location) => escapeInline(formatLocation(location)))),
        ])
      : null;
  const about = business.markdown
    ? joinBlocks([
        heading(2, t('Business.about', { name: business.name })),
        markdownBodyForTwin(business.markdown, { topHeadingLevel: 3 }),
      ])
    : null;
  const sections = joinBlocks([
    heading(2, t('Business.sections')),
    bulletList(
      BUSINESS_SECTIONS.filter((section) => counts[section] !== 0).map((section) => {
        const label = t(`Business.${section}`);
        const count = counts[section];
        const text =
          count === undefined ? label : t('Business.sectionCount', { section: label, count });
        return link(text, twinUrl(ctx.siteUrl, ctx.locale, businessPath(business.slug, section)));
      }),
    ),
  ]);
  return renderTwin(
    {
      title: business.name,
      pagePath: businessPath(business.slug),
      businessSlug: business.slug,
      blocks: [
        business.description ? plainParagraphs(business.description) : null,
        joinBlocks([heading(2, t('Companions.details')), details]),
        locations,
        about,
        sections,
      ],
    },
    ctx,
  );
}
