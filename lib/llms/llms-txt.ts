import { attributionPattern, canonicalUrlPattern } from '@/lib/urls/attribution-pattern';
import { companionPath } from '@/lib/urls/companion-files';
import { llmsTxtPath, twinPath, twinUrl } from '@/lib/urls/twin-paths';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';
import { DIRECTORY_PAGE_SIZE, facetPath, type FacetKind } from '@/lib/directory/directory-paths';
import { entryListLine } from '@/lib/markdown/entry-list-line';
import type { DirectoryIndex, Facet, ListingEntry } from '@/lib/directory/listing-index';
import { heading, joinBlocks } from '@/lib/markdown/blocks';
import type { MarkdownContext } from '@/lib/markdown/context';
import { escapeInline, markdownLink } from '@/lib/markdown/escape';
import { absoluteUrl, businessPath, LICENSE_URL, localizedPath } from '@/lib/urls/paths';
import { groupByCategory, planCategoryFiles, type CategoryFile } from './category-files';

/*
 * llms.txt as llmstxt.org defines it: an H1 with the directory's name, a one-line blockquote
 * summary (license and attribution format included), free paragraphs on how to cite, then H2
 * sections that are only lists of `- [name](url): notes`, the last one named "Optional".
 * Everything comes from the directory index (lib/directory/listing-index), never the listing.
 */

/** What the llms files need of the directory: its index, or part of it. */
export type LlmsListing = Pick<DirectoryIndex, 'entries' | 'categories' | 'cities'>;

export interface LlmsTxtLimits {
  /** Above this many businesses, /llms.txt links to per-category files instead of businesses. */
  maxInlineBusinesses: number;
  /** Upper bound of one per-category file, in bytes. */
  maxFileBytes: number;
}

export const DEFAULT_LLMS_LIMITS: LlmsTxtLimits = {
  maxInlineBusinesses: 500,
  maxFileBytes: 100_000,
};

/** The section name llmstxt.org gives a meaning to; never translated. */
const OPTIONAL_SECTION = 'Optional';
/** Room kept for a category file's header and footer when packing its lines. */
const CATEGORY_FILE_FRAME_BYTES = 4_000;

export function categoryFilePath(locale: Locale, fileName: string): string {
  return localizedPath(locale, `/llms/category/${encodeURIComponent(fileName)}`);
}

function otherLocale(locale: Locale): Locale {
  return locales.find((candidate) => candidate !== locale) ?? defaultLocale;
}

function url(ctx: MarkdownContext, path: string): string {
  return absoluteUrl(ctx.siteUrl, path);
}

function listItem(ctx: MarkdownContext, title: string, path: string, notes: string): string {
  return `- ${markdownLink(title, url(ctx, path))}: ${escapeInline(notes)}`;
}

function businessLine(ctx: MarkdownContext, entry: ListingEntry): string {
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
function browseSection(ctx: MarkdownContext, listing: LlmsListing): string | null {
  const lines = [
    ...listing.categories.map((facet) => facetLink(ctx, 'category', facet)),
    ...listing.cities.map((facet) => facetLink(ctx, 'city', facet)),
  ];
  return lines.length > 0
    ? joinBlocks([heading(2, ctx.t('Directory.llmsBrowseHeading')), lines.join('\n')])
    : null;
}

/** The opening every llms file shares: H1, summary, how to cite. */
function preamble(ctx: MarkdownContext, title: string, summary: string, notes: string[]): string {
  const { t } = ctx;
  return joinBlocks([
    heading(1, title),
    `> ${summary}`,
    t('Companions.llms.howToCite', { pattern: canonicalUrlPattern(ctx.siteUrl) }),
    ...notes,
  ]);
}

function summaryLine(ctx: MarkdownContext, businessCount: number): string {
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

function dataSection(ctx: MarkdownContext): string {
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

function optionalSection(ctx: MarkdownContext, extra: string[] = []): string {
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
      ...extra,
    ].join('\n'),
  ]);
}

function categoryLinkTitle(ctx: MarkdownContext, file: CategoryFile<ListingEntry>): string {
  const category = file.group.name || ctx.t('Companions.llms.uncategorized');
  return file.parts === 1
    ? ctx.t('Companions.llms.categoryLink', { category })
    : ctx.t('Companions.llms.categoryLinkPart', { category, part: file.part, parts: file.parts });
}

/** The per-category files of a directory too large to list in /llms.txt itself. */
export function llmsCategoryFiles(
  businesses: readonly ListingEntry[],
  ctx: MarkdownContext,
  limits: LlmsTxtLimits = DEFAULT_LLMS_LIMITS,
): CategoryFile<ListingEntry>[] {
  const budget = Math.max(1_000, limits.maxFileBytes - CATEGORY_FILE_FRAME_BYTES);
  return planCategoryFiles(
    groupByCategory(businesses, ctx.locale),
    (business) => businessLine(ctx, business),
    budget,
  );
}

/** /llms.txt (or /fr/llms.txt): the directory for language models. */
export function buildLlmsTxt(
  listing: LlmsListing,
  ctx: MarkdownContext,
  limits: LlmsTxtLimits = DEFAULT_LLMS_LIMITS,
  /** The category files of a large directory, when the caller keeps them planned already. */
  categoryFiles?: readonly CategoryFile<ListingEntry>[],
): string {
  const { t } = ctx;
  const businesses = listing.entries;
  const other = otherLocale(ctx.locale);
  const businessSection =
    businesses.length <= limits.maxInlineBusinesses
      ? joinBlocks([
          heading(2, t('Companions.businessesHeading')),
          businesses.map((business) => businessLine(ctx, business)).join('\n'),
        ])
      : joinBlocks([
          heading(2, t('Companions.llms.categoriesHeading')),
          (categoryFiles ?? llmsCategoryFiles(businesses, ctx, limits))
            .map((file) =>
              listItem(
                ctx,
                categoryLinkTitle(ctx, file),
                categoryFilePath(ctx.locale, file.fileName),
                t('Companions.llms.categoryDescription', {
                  businesses: t('Companions.count.businesses', { count: file.businesses.length }),
                }),
              ),
            )
            .join('\n'),
        ]);
  return `${joinBlocks([
    preamble(ctx, ctx.directoryName, summaryLine(ctx, businesses.length), [
      t('Companions.llms.languages', { otherFile: url(ctx, llmsTxtPath(other)) }),
    ]),
    businessSection,
    browseSection(ctx, listing),
    dataSection(ctx),
    optionalSection(ctx, [
      listItem(
        ctx,
        t('Companions.llms.otherLanguage'),
        llmsTxtPath(other),
        t('Companions.llms.otherLanguageDescription'),
      ),
    ]),
  ])}\n`;
}

/** Where the same category is on the site, in pages (its key is the same for all its businesses). */
function categoryPageLine(ctx: MarkdownContext, file: CategoryFile<ListingEntry>): string {
  const key = file.businesses[0]?.categorySlug;
  if (!key) return '';
  return ctx.t('Directory.llmsCategoryPageLine', {
    url: url(ctx, twinPath(ctx.locale, facetPath('category', key))),
  });
}

/** One per-category llms file: the same preamble, and that category's businesses. */
export function buildCategoryLlmsTxt(
  file: CategoryFile<ListingEntry>,
  ctx: MarkdownContext,
): string {
  const { t } = ctx;
  const category = file.group.name || t('Companions.llms.uncategorized');
  const title =
    file.parts === 1
      ? t('Companions.llms.categoryTitle', { directoryName: ctx.directoryName, category })
      : t('Companions.llms.categoryTitlePart', {
          directoryName: ctx.directoryName,
          category,
          part: file.part,
          parts: file.parts,
        });
  const summary = t('Companions.llms.categorySummary', {
    businesses: t('Companions.count.businesses', { count: file.businesses.length }),
    category: escapeInline(category),
    directoryName: ctx.directoryName,
    licenseUrl: LICENSE_URL,
    attribution: attributionPattern(ctx.directoryName, ctx.siteUrl),
  });
  return `${joinBlocks([
    preamble(ctx, title, summary, [
      t('Companions.llms.categoryIndex', { indexFile: url(ctx, llmsTxtPath(ctx.locale)) }),
      categoryPageLine(ctx, file),
    ]),
    joinBlocks([
      heading(2, t('Companions.businessesHeading')),
      file.businesses.map((business) => businessLine(ctx, business)).join('\n'),
    ]),
    optionalSection(ctx),
  ])}\n`;
}
