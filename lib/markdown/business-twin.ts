import type { Business, SectionCounts } from '@/lib/api';
import { twinUrl } from '@/lib/urls/twin-paths';
import { BUSINESS_SECTIONS, businessPath } from '@/lib/urls/paths';
import {
  bulletList,
  heading,
  isoDate,
  joinBlocks,
  link,
  plainParagraphs,
  strongLine,
} from './blocks';
import { businessTypeLabels, formatLocation, telUri } from './business-fields';
import type { MarkdownContext } from './context';
import { placeRegion, regionLabel } from '@/lib/places/region';
import { escapeInline } from './escape';
import { fieldLine, type FieldName } from './fields';
import { renderTwin } from './frame';
import { ratingSentence } from './rating-summary';
import type { ReviewSummary } from '@/lib/models/review-summary';
import { markdownBodyForTwin } from './body/serialize-body';
import type { ProfileModel } from '@/lib/models/profile';
import { renderPreviewBlocks, renderRelatedBlock } from './profile-hub-twin';

/** What the profile shows besides the business: its previews, places and neighbours. */
export type ProfileHub = Pick<ProfileModel, 'previews' | 'places' | 'related'>;

/** The Markdown twin of a business profile: what the profile page shows, as Markdown. */
export function renderBusinessTwin(
  business: Business,
  counts: SectionCounts,
  ctx: MarkdownContext,
  /** The rating summary the page shows under its header; null when the twin has none to give. */
  reviews: ReviewSummary | null = null,
  hub: ProfileHub | null = null,
): string {
  const { t } = ctx;
  const field = (name: FieldName, value: string | null | undefined) => fieldLine(t, name, value);
  const phoneUri = business.phone ? telUri(business.phone) : null;
  // What the page's header shows, without a heading of its own.
  const facts = bulletList([
    field('category', business.category ? escapeInline(business.category) : null),
    field('verified', business.isVerified ? t('Companions.yes') : t('Companions.no')),
    field('ratingSummary', reviews ? ratingSentence(reviews, ctx) : null),
  ]);
  const about = business.markdown
    ? joinBlocks([
        heading(2, t('Business.about', { name: business.name })),
        markdownBodyForTwin(business.markdown, { topHeadingLevel: 3 }),
      ])
    : null;
  const contactLines = [
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
    field('legalName', business.legalName ? escapeInline(business.legalName) : null),
    field(
      'primaryLanguage',
      business.primaryLanguage ? escapeInline(business.primaryLanguage.toUpperCase()) : null,
    ),
  ];
  const contact = contactLines.some(Boolean)
    ? joinBlocks([heading(2, t('Business.contact')), bulletList(contactLines)])
    : null;
  const locations =
    business.locations.length > 0
      ? joinBlocks([
          heading(2, t('Business.locations', { count: business.locations.length })),
          bulletList(
            business.locations.map((location, index) => {
              const region = placeRegion(location, ctx.locale);
              const text = escapeInline(
                formatLocation(location, region ? regionLabel(region) : undefined),
              );
              const mapUrl = hub?.places[index]?.mapUrl;
              return mapUrl ? `${text} (${link(ctx.t('Profile.showOnMap'), mapUrl)})` : text;
            }),
          ),
        ])
      : null;
  // The chips of the page's side column, each under its own heading.
  const terms = (title: string, values: string[]) =>
    values.length > 0
      ? joinBlocks([heading(2, title), bulletList(values.map((value) => escapeInline(value)))])
      : null;
  // The page's section menu: links, without a heading.
  const sections = joinBlocks([
    strongLine(t('Business.sections')),
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
  const updated = isoDate(business.updatedAt);
  return renderTwin(
    {
      title: business.name,
      pagePath: businessPath(business.slug),
      businessSlug: business.slug,
      blocks: [
        facts,
        sections,
        business.description ? plainParagraphs(business.description) : null,
        about,
        ...(hub ? renderPreviewBlocks(business, hub.previews, counts, ctx) : []),
        contact,
        locations,
        terms(t('Business.businessTypes'), businessTypeLabels(business)),
        terms(t('Business.areas'), business.areas),
        terms(t('Business.tags'), business.tags),
        updated ? field('updated', updated) : null,
        hub ? renderRelatedBlock(hub.related, ctx) : null,
      ],
    },
    ctx,
  );
}
