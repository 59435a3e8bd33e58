import { attributionPattern, canonicalUrlPattern } from '@/lib/urls/attribution-pattern';
import { COMPANION_PATHS, companionPath } from '@/lib/urls/companion-files';
import { twinPath, twinUrl } from '@/lib/urls/twin-paths';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';
import { DIRECTORY_PAGE_SIZE, facetPath, type FacetKind } from '@/lib/directory/directory-paths';
import { entryListLine } from '@/lib/markdown/entry-list-line';
import type { Directory } from '@/lib/directory/directory';
import type { Facet, ListingEntry } from '@/lib/directory/listing-index';
import { heading, joinBlocks } from '@/lib/markdown/blocks';
import type { MarkdownContext } from '@/lib/markdown/context';
import { escapeInline, markdownLink } from '@/lib/markdown/escape';
import { absoluteUrl, businessPath, LICENSE_URL, localizedPath } from '@/lib/urls/paths';
import { WHATS_ON_CALENDAR_PATH, WHATS_ON_PATH } from '@/lib/urls/whats-on-paths';

/*
 * The shared pieces of /llms.txt and its per-category files: links, the preamble and the
 * sections every file of the set carries.
 */

/** The facets the llms files link to: the directory's category and city pages. */
export type LlmsListing = Pick<Directory, 'categories' | 'cities'>;

/** The section name llmstxt.org gives a meaning to; never translated. */
const OPTIONAL_SECTION = 'Optional';
export function otherLocale(locale: Locale): Locale {
  return locales.find((candidate) => candidate !== locale) ?? defaultLocale;
}

export function url(ctx: MarkdownContext, path: string): string {
  return absoluteUrl(ctx.siteUrl, path);
}

export function listItem(ctx: MarkdownContext, title: string, path: string, notes: string): string {
  return `- ${markdownLink(title, url(ctx, path))}: ${escapeInline(notes)}`;
}

export function businessLine(ctx: MarkdownContext, entry: ListingEntry): string {
  return entryListLine(entry, twinUrl(ctx.siteUrl, ctx.locale, businessPath(entry.slug)));
}

function facetLink(ctx: MarkdownContext, kind: FacetKind, facet: Facet): string {
  const title =
    kind === 'category'
      ? ctx.t('Directory.llmsCategoryPage', { category: facet.name })
      : ctx.t('Directory.llmsCityPage', { city: facet.name });
  const businesses = ctx.t('Companions.count.businesses', { count: facet.count });
  return listItem(
    ctx,
    title,
    twinPath(ctx.locale, facetPath(kind, facet.slug)),
    ctx.t('Directory.llmsFacetDescription', { businesses, pageSize: DIRECTORY_PAGE_SIZE }),
  );
}

/** Links to the category and city pages' twins: the directory in pages, by subject and by place. */
export function browseSection(ctx: MarkdownContext, listing: LlmsListing): string | null {
  const lines = [
    ...listing.categories.map((facet) => facetLink(ctx, 'category', facet)),
    ...listing.cities.map((facet) => facetLink(ctx, 'city', facet)),
  ];
  return lines.length > 0
    ? joinBlocks([heading(2, ctx.t('Directory.llmsBrowseHeading')), lines.join('\n')])
    : null;
}

/** The opening every llms file shares: H1, summary, how to cite. */
export function preamble(
  ctx: MarkdownContext,
  title: string,
  summary: string,
  notes: string[],
): string {
  const { t } = ctx;
  return joinBlocks([
    heading(1, title),
    `> ${summary}`,
    t('Companions.llms.howToCite', { pattern: canonicalUrlPattern(ctx.siteUrl) }),
    ...notes,
  ]);
}

export function summaryLine(ctx: MarkdownContext, businessCount: number): string {
  const { t } = ctx;
  return t('Companions.llms.summary', {
    directoryName: ctx.directoryName,
    businesses: t('Companions.count.businesses', { count: businessCount }),
    licenseUrl: LICENSE_URL,
    attribution: attributionPattern(ctx.directoryName, ctx.siteUrl),
  });
}

/** The site's data files, in the order llms.txt lists them; each has a name and a description. */
const DATA_FILES = ['companies', 'openApi', 'aiContent', 'sitemap', 'apiCatalog'] as const;

export function dataSection(ctx: MarkdownContext): string {
  const { t } = ctx;
  return joinBlocks([
    heading(2, t('Companions.llms.dataHeading')),
    DATA_FILES.map((file) =>
      listItem(
        ctx,
        t(`Companions.llms.${file}`),
        companionPath(file, ctx.locale),
        t(`Companions.llms.${file}Description`),
      ),
    ).join('\n'),
  ]);
}

/** How an agent can ask the directory, not only read it: the MCP server and its card. */
export function agentAccessSection(ctx: MarkdownContext): string {
  const { t } = ctx;
  return joinBlocks([
    heading(2, t('Companions.llms.agentHeading')),
    // The endpoint is named, not linked: it answers POSTs only, and every link here answers a GET.
    [
      listItem(
        ctx,
        t('Companions.llms.mcpServerCard'),
        COMPANION_PATHS.mcpServerCard,
        t('Companions.llms.mcpDescription', { url: url(ctx, COMPANION_PATHS.mcp) }),
      ),
      listItem(
        ctx,
        t('Companions.llms.developers'),
        twinPath(ctx.locale, '/developers'),
        t('Companions.llms.developersDescription'),
      ),
    ].join('\n'),
  ]);
}

export function optionalSection(ctx: MarkdownContext, extra: string[] = []): string {
  const { t } = ctx;
  return joinBlocks([
    `## ${OPTIONAL_SECTION}`,
    [
      listItem(
        ctx,
        t('Companions.llms.about'),
        twinPath(ctx.locale, '/about'),
        t('Companions.llms.aboutDescription'),
      ),
      listItem(
        ctx,
        t('Companions.llms.home'),
        twinPath(ctx.locale, '/'),
        t('Companions.llms.homeDescription'),
      ),
      listItem(
        ctx,
        t('Companions.llms.whatsOn'),
        twinPath(ctx.locale, WHATS_ON_PATH),
        t('Companions.llms.whatsOnDescription', {
          calendar: url(ctx, localizedPath(ctx.locale, WHATS_ON_CALENDAR_PATH)),
        }),
      ),
      ...extra,
    ].join('\n'),
  ]);
}
