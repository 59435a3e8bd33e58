import type { FaqQuestion } from '@/lib/api';
import { attributionPattern, canonicalUrlPattern } from '@/lib/urls/attribution-pattern';
import { mapOrdered } from '@/lib/async/concurrency';
import { pageUrl } from '@/lib/urls/twin-paths';
import type { MarkdownContext } from '@/lib/markdown/context';
import { businessTypeLabels, formatLocation } from '@/lib/markdown/business-fields';
import { itemTypeLabel, priceAndStatus } from '@/lib/markdown/catalog-fields';
import { fieldLine } from '@/lib/markdown/fields';
import { ratingSentence, ratingSpread } from '@/lib/markdown/rating-summary';
import { attributionLine } from '@/lib/urls/attribution';
import { businessPath, canonicalBusinessUrl, LICENSE_URL } from '@/lib/urls/paths';
import {
  DEFAULT_AI_CONTENT_OPTIONS,
  loadAiBusinessContent,
  type AiBusinessContent,
  type AiContentLoaders,
  type AiContentOptions,
} from './ai-content-load';

export {
  DEFAULT_AI_CONTENT_OPTIONS,
  type AiContentLoaders,
  type AiContentOptions,
} from './ai-content-load';

/*
 * ai-content.txt: the enriched plain-text context of every public business, one block per
 * business, each closed by its attribution line. Plain text, so nothing is escaped; each
 * block is built from the same reshaped data as the pages (ai-content-load.ts: the sections
 * from the content index where it holds them, else from the API).
 */

const SEPARATOR = '='.repeat(72);

function faqLines(
  questions: Pick<FaqQuestion, 'question' | 'answerMarkdown'>[],
  ctx: MarkdownContext,
): string[] {
  return questions.flatMap((question) => [
    ctx.t('Companions.aiContent.question', { value: question.question }),
    ctx.t('Companions.aiContent.answer', { value: question.answerMarkdown }),
    '',
  ]);
}

function lines(...groups: (string | null | undefined | false)[]): string[] {
  return groups.filter((line): line is string => typeof line === 'string');
}

/** The plain-text block of one business. */
function renderAiBusiness(content: AiBusinessContent, ctx: MarkdownContext): string {
  const { business, questions, articles, catalog, documents } = content;
  const { t, siteUrl, locale } = ctx;
  const field = (name: Parameters<typeof fieldLine>[1], value: string | null | undefined) =>
    fieldLine(t, name, value);
  const join = (values: string[]) => (values.length > 0 ? values.join(', ') : null);
  const out: string[] = [
    SEPARATOR,
    business.name,
    SEPARATOR,
    ...lines(
      field('canonical', canonicalBusinessUrl(siteUrl, business.slug)),
      // The canonical URL is the English page; the French file also names the page it describes.
      locale === 'fr' && field('frenchPage', pageUrl(siteUrl, 'fr', businessPath(business.slug))),
      field('category', business.category),
      field('businessTypes', join(businessTypeLabels(business))),
      field(
        'locations',
        business.locations.length > 0
          ? business.locations.map((location) => formatLocation(location)).join('; ')
          : null,
      ),
      field('areas', join(business.areas)),
      field('website', business.websiteUrl),
      field('email', business.email),
      field('phone', business.phone),
      field('legalName', business.legalName),
      field('verified', business.isVerified ? t('Companions.yes') : t('Companions.no')),
      field('ratingSummary', content.reviews ? ratingSentence(content.reviews, ctx) : null),
      content.reviews?.average != null &&
        `${t('Reviews.distributionCaption')}: ${ratingSpread(content.reviews, ctx).join(', ')}`,
      field('updated', business.updatedAt?.slice(0, 10)),
      field('description', business.description),
    ),
  ];
  if (business.markdown) out.push('', t('Companions.aiContent.content'), business.markdown);
  if (questions.length > 0)
    out.push('', t('Companions.aiContent.faq'), ...faqLines(questions, ctx).slice(0, -1));
  if (catalog.items.length > 0) {
    out.push('', t('Companions.aiContent.catalog', { count: catalog.total }));
    for (const item of catalog.items) {
      const facts = [itemTypeLabel(item, t), ...priceAndStatus(item, locale, t)];
      out.push(
        `- ${item.label} (${facts.join('; ')})${item.description ? `: ${item.description.replace(/\s+/g, ' ')}` : ''}`,
      );
    }
    if (catalog.items.length < catalog.total) {
      out.push(
        t('Companions.aiContent.catalogTruncated', {
          shown: catalog.items.length,
          total: catalog.total,
        }),
      );
    }
  }
  if (documents.length > 0) {
    out.push('', t('Companions.aiContent.documents', { count: documents.length }));
    for (const document of documents) out.push(`- ${document.label} (${document.type})`);
  }
  if (articles.length > 0) {
    out.push('', t('Companions.aiContent.articles', { count: articles.length }));
    for (const article of articles) {
      const date = (article.publishedAt ?? article.updatedAt)?.slice(0, 10);
      out.push(`- ${article.title}${date ? ` (${date})` : ''}`);
    }
  }
  if (content.incomplete) out.push('', t('Companions.aiContent.unavailable'));
  out.push('', attributionLine(ctx.directoryName, siteUrl, business.slug), '', '');
  return out.join('\n');
}

/** Where a part file sits among the others: its number, how many, and the index's URL. */
export interface AiContentPartInfo {
  part: number;
  parts: number;
  indexUrl: string;
}

/** The opening of the file: what it is, the license, how to cite. */
function renderAiContentHeader(
  businessCount: number,
  generatedAt: Date,
  ctx: MarkdownContext,
  part?: AiContentPartInfo,
): string {
  const { t, directoryName, siteUrl } = ctx;
  return [
    part
      ? t('Companions.aiContent.partTitle', { directoryName, part: part.part, parts: part.parts })
      : t('Companions.aiContent.title', { directoryName }),
    '',
    ...(part
      ? [
          t('Companions.aiContent.partOf', {
            part: part.part,
            parts: part.parts,
            indexUrl: part.indexUrl,
          }),
          '',
        ]
      : []),
    t('Companions.aiContent.intro', {
      directoryName,
      licenseUrl: LICENSE_URL,
      pattern: canonicalUrlPattern(siteUrl),
    }),
    '',
    t('Companions.license', { url: LICENSE_URL }),
    t('Companions.citeAs', { pattern: attributionPattern(directoryName, siteUrl) }),
    t('Companions.aiContent.businessCount', { value: String(businessCount) }),
    t('Companions.aiContent.generatedAt', { value: generatedAt.toISOString() }),
    '',
    '',
  ].join('\n');
}

/**
 * The whole file as text chunks: the header, then one block per business as it is loaded.
 * The businesses are named by the directory index; each is read whole only for its block
 * (the same cached request as its page), so the file's memory does not grow with the
 * directory. One that is gone since the index was built is left out.
 */
export async function* aiContentChunks(
  businesses: readonly { slug: string }[],
  loaders: AiContentLoaders,
  ctx: MarkdownContext,
  options: AiContentOptions = DEFAULT_AI_CONTENT_OPTIONS,
  now: Date = new Date(),
  part?: AiContentPartInfo,
): AsyncGenerator<string> {
  yield renderAiContentHeader(businesses.length, now, ctx, part);
  for await (const content of mapOrdered(businesses, options.concurrency, async ({ slug }) => {
    const business = await loaders.getBusiness(slug);
    return business ? loadAiBusinessContent(business, loaders, options) : null;
  })) {
    if (content) yield renderAiBusiness(content, ctx);
  }
}

/** One line of the index of a split file: a part's URL and what it holds. */
export interface AiContentPartLink {
  url: string;
  businesses: number;
  /** The latest update of its businesses, or null when none states one. */
  updatedAt: string | null;
}

/**
 * ai-content.txt of a directory too large for one file: the same opening (license, how to
 * cite, the number of businesses), then the part files in the directory's order, one a line.
 */
export function renderAiContentIndex(
  businessCount: number,
  perFile: number,
  parts: readonly AiContentPartLink[],
  generatedAt: Date,
  ctx: MarkdownContext,
): string {
  const { t } = ctx;
  return [
    renderAiContentHeader(businessCount, generatedAt, ctx).trimEnd(),
    '',
    t('Companions.aiContent.indexIntro', {
      directoryName: ctx.directoryName,
      parts: parts.length,
      perFile,
    }),
    '',
    ...parts.map((part, index) =>
      t('Companions.aiContent.partLine', {
        part: index + 1,
        url: part.url,
        businesses: t('Companions.count.businesses', { count: part.businesses }),
        updated: part.updatedAt?.slice(0, 10) ?? '-',
      }),
    ),
    '',
  ].join('\n');
}
