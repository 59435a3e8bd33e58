import type { Business, CatalogItemDetail } from '@/lib/api';
import {
  itemDetails,
  itemEnrichment,
  offersCalendar,
  type WithFacts,
} from '@/lib/catalog/item-facts';
import { regionLabel, type PlaceRegion } from '@/lib/places/region';
import { eventCalendarUrl } from '@/lib/urls/section-route-urls';
import { absoluteUrl } from '@/lib/urls/paths';
import { twinUrl } from '@/lib/urls/twin-paths';
import { businessPath } from '@/lib/urls/paths';
import { bulletList, heading, joinBlocks, link, plainParagraphs } from './blocks';
import { factFieldLines } from './catalog-fields';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';
import { fieldLine } from './fields';
import { renderTwin } from './frame';
import { markdownBodyForTwin } from './body/serialize-body';
import { entriesMarkdown, valueMarkdown } from './value-markdown';

/**
 * The Markdown twin of a catalog item: its facts, the provinces or states of its business's
 * locations (as its profile writes them), description, Markdown body and enrichment.
 */
export function renderCatalogItemTwin(
  business: Business,
  item: WithFacts<CatalogItemDetail>,
  ctx: MarkdownContext,
  regions: readonly PlaceRegion[] = [],
): string {
  const { t } = ctx;
  // Labelled and shaped as on the page (lib/catalog/enrichment-shapes), never raw JSON.
  const attributes = itemDetails(item, ctx.locale);
  const images = [item.imageUrl, ...item.additionalImageUrls].filter((url): url is string =>
    Boolean(url),
  );
  const gallery = images.slice(item.imageUrl ? 1 : 0);
  const enrichment = itemEnrichment(item, ctx.locale);
  // Headings in the page's order: more images, details, description, more about this item.
  return renderTwin(
    {
      title: item.label,
      pagePath: businessPath(business.slug, 'catalog', item.slug),
      businessSlug: business.slug,
      blocks: [
        bulletList([
          link(
            t('Catalog.title', { name: business.name }),
            twinUrl(ctx.siteUrl, ctx.locale, businessPath(business.slug, 'catalog')),
          ),
          ...factFieldLines(item, ctx.locale, t, { withType: true, details: true }),
          fieldLine(t, 'region', escapeInline(regions.map(regionLabel).join(', '))),
          fieldLine(
            t,
            'calendar',
            offersCalendar(item)
              ? link(
                  t('Catalog.addToCalendar'),
                  absoluteUrl(ctx.siteUrl, eventCalendarUrl(business.slug, item.slug, ctx.locale)),
                )
              : null,
          ),
          fieldLine(t, 'fullUrl', item.fullUrl ? link(item.fullUrl, item.fullUrl) : null),
          item.imageUrl ? link(t('Catalog.imageAlt', { label: item.label }), item.imageUrl) : null,
        ]),
        gallery.length > 0
          ? joinBlocks([
              heading(2, t('Catalog.galleryHeading')),
              bulletList(
                gallery.map((url, index) =>
                  link(
                    t('Catalog.galleryImage', {
                      number: index + (item.imageUrl ? 2 : 1),
                      label: item.label,
                    }),
                    url,
                  ),
                ),
              ),
            ])
          : null,
        item.description ? plainParagraphs(item.description) : null,
        attributes.length > 0
          ? joinBlocks([
              heading(2, t('Catalog.detailsHeading')),
              entriesMarkdown(attributes, ctx, item.facts.timeZone),
            ])
          : null,
        item.markdown
          ? joinBlocks([
              heading(2, t('Catalog.descriptionHeading')),
              markdownBodyForTwin(item.markdown, { topHeadingLevel: 3 }),
            ])
          : null,
        enrichment.length > 0
          ? joinBlocks([
              heading(2, t('Catalog.enrichmentHeading')),
              ...enrichment.map((entry) =>
                joinBlocks([
                  heading(3, entry.label),
                  valueMarkdown(entry.value, ctx, item.facts.timeZone),
                ]),
              ),
            ])
          : null,
      ],
    },
    ctx,
  );
}
