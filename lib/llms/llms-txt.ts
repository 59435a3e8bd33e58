import { attributionPattern } from '@/lib/urls/attribution-pattern';
import { llmsTxtPath, twinPath } from '@/lib/urls/twin-paths';
import { type Locale } from '@/lib/i18n/routing';
import type { Directory } from '@/lib/directory/directory';
import { facetPath } from '@/lib/directory/directory-paths';
import type { ListingEntry } from '@/lib/directory/listing-index';
import { heading, joinBlocks } from '@/lib/markdown/blocks';
import type { MarkdownContext } from '@/lib/markdown/context';
import { escapeInline } from '@/lib/markdown/escape';
import { LICENSE_URL, localizedPath } from '@/lib/urls/paths';
import {
  categoryFileBusinesses,
  CategoryFilePlanner,
  type CategoryFile,
  type CategoryFileSource,
} from './category-files';
import {
  browseSection,
  businessLine,
  agentAccessSection,
  dataSection,
  listItem,
  optionalSection,
  otherLocale,
  preamble,
  summaryLine,
  url,
  type LlmsListing,
} from './llms-sections';

/*
 * llms.txt as llmstxt.org defines it: an H1 with the directory's name, a one-line blockquote
 * summary (license and attribution format included), free paragraphs on how to cite, then H2
 * sections that are only lists of `- [name](url): notes`, the last one named "Optional".
 * Everything comes from the directory (lib/directory/directory.ts), never the listing: its
 * facets, and its businesses by bounded reads (the whole list only when it is listed inline).
 */

/** What the llms files read of the directory. */
export type LlmsDirectory = Pick<Directory, 'total' | 'slice'> & LlmsListing & CategoryFileSource;

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

/** Room kept for a category file's header and footer when packing its lines. */
const CATEGORY_FILE_FRAME_BYTES = 4_000;

function categoryFilePath(locale: Locale, fileName: string): string {
  return localizedPath(locale, `/llms/category/${encodeURIComponent(fileName)}`);
}

function categoryLinkTitle(ctx: MarkdownContext, file: CategoryFile): string {
  const category = file.group.name || ctx.t('Companions.llms.uncategorized');
  return file.parts === 1
    ? ctx.t('Companions.llms.categoryLink', { category })
    : ctx.t('Companions.llms.categoryLinkPart', { category, part: file.part, parts: file.parts });
}

/** A business whose line shows every rule of a line's length (escapes, accents, the URL). */
const PROBE_ENTRY: ListingEntry = {
  slug: 'cafe-a-b',
  name: 'Café [A] *B*',
  description: 'Pain & café — « ouvert » <tous> les jours_',
  logoUrl: null,
  category: 'Cafés & bistros',
  categorySlug: 'cafes-bistros',
  cities: ['Montréal'],
  regions: [],
  isVerified: false,
  updatedAt: null,
  searchText: '',
};

/**
 * What a plan of the category files depends on besides the directory: the budget, the site's
 * URL and the form of a line (a probe's line, so that a release that changes it does not take a
 * plan stored by an earlier one). Two processes with the same key make the same plan.
 */
export function llmsPlanKey(
  ctx: MarkdownContext,
  limits: LlmsTxtLimits = DEFAULT_LLMS_LIMITS,
): string {
  return JSON.stringify([
    limits.maxFileBytes - CATEGORY_FILE_FRAME_BYTES,
    ctx.locale,
    businessLine(ctx, PROBE_ENTRY),
  ]);
}

/**
 * The per-category files of a directory too large to list in /llms.txt itself: one pass over
 * its stream, which renders every business's line to measure it and keeps only the layout.
 */
export async function llmsCategoryFiles(
  directory: Pick<Directory, 'stream'>,
  ctx: MarkdownContext,
  limits: LlmsTxtLimits = DEFAULT_LLMS_LIMITS,
  /** Stops the pass (its files are then incomplete): another plan was found first. */
  signal?: AbortSignal,
): Promise<CategoryFile[]> {
  const budget = Math.max(1_000, limits.maxFileBytes - CATEGORY_FILE_FRAME_BYTES);
  const planner = new CategoryFilePlanner<ListingEntry>(
    (business) => businessLine(ctx, business),
    budget,
  );
  for await (const business of directory.stream()) {
    if (signal?.aborted) break;
    planner.add(business);
  }
  return planner.files(ctx.locale);
}

/** /llms.txt (or /fr/llms.txt): the directory for language models. */
export async function buildLlmsTxt(
  directory: LlmsDirectory,
  ctx: MarkdownContext,
  limits: LlmsTxtLimits = DEFAULT_LLMS_LIMITS,
  /** The category files of a large directory, when the caller keeps them planned already. */
  categoryFiles?: readonly CategoryFile[],
): Promise<string> {
  const { t } = ctx;
  const other = otherLocale(ctx.locale);
  const businessSection =
    directory.total <= limits.maxInlineBusinesses
      ? joinBlocks([
          heading(2, t('Companions.businessesHeading')),
          (await directory.slice({}, 0, limits.maxInlineBusinesses))
            .map((business) => businessLine(ctx, business))
            .join('\n'),
        ])
      : joinBlocks([
          heading(2, t('Companions.llms.categoriesHeading')),
          (categoryFiles ?? (await llmsCategoryFiles(directory, ctx, limits)))
            .map((file) =>
              listItem(
                ctx,
                categoryLinkTitle(ctx, file),
                categoryFilePath(ctx.locale, file.fileName),
                t('Companions.llms.categoryDescription', {
                  businesses: t('Companions.count.businesses', { count: file.count }),
                }),
              ),
            )
            .join('\n'),
        ]);
  return `${joinBlocks([
    preamble(ctx, ctx.directoryName, summaryLine(ctx, directory.total), [
      t('Companions.llms.languages', { otherFile: url(ctx, llmsTxtPath(other)) }),
    ]),
    businessSection,
    browseSection(ctx, directory),
    dataSection(ctx),
    agentAccessSection(ctx),
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
function categoryPageLine(ctx: MarkdownContext, businesses: readonly ListingEntry[]): string {
  const key = businesses[0]?.categorySlug;
  if (!key) return '';
  return ctx.t('Directory.llmsCategoryPageLine', {
    url: url(ctx, twinPath(ctx.locale, facetPath('category', key))),
  });
}

/** One per-category llms file: the same preamble, and that category's businesses. */
export async function buildCategoryLlmsTxt(
  directory: CategoryFileSource,
  file: CategoryFile,
  ctx: MarkdownContext,
): Promise<string> {
  const { t } = ctx;
  const businesses = await categoryFileBusinesses(directory, file);
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
    businesses: t('Companions.count.businesses', { count: businesses.length }),
    category: escapeInline(category),
    directoryName: ctx.directoryName,
    licenseUrl: LICENSE_URL,
    attribution: attributionPattern(ctx.directoryName, ctx.siteUrl),
  });
  return `${joinBlocks([
    preamble(ctx, title, summary, [
      t('Companions.llms.categoryIndex', { indexFile: url(ctx, llmsTxtPath(ctx.locale)) }),
      categoryPageLine(ctx, businesses),
    ]),
    joinBlocks([
      heading(2, t('Companions.businessesHeading')),
      businesses.map((business) => businessLine(ctx, business)).join('\n'),
    ]),
    optionalSection(ctx),
  ])}\n`;
}
