import type { ContentBusiness, ContentEntry, EventFacts } from '@/lib/content/content-entry';
import type { Locale } from '@/lib/i18n/routing';
import { syntheticRecord } from '@/sample-api/synthetic';
import { slugify } from '@/lib/text/slug';
import type { BusinessCore, BusinessContent, Text } from '@/sample-api/types';
import { regionsOf } from '@/lib/places/region';

/*
 * The content entries of synthetic business n, as the sync would make them from the sample
 * API's sections (catalog, FAQ, blog, documents), built straight from its generator so that
 * the bench measures the store, not HTTP. Close enough in size and words to the sync's entries
 * for the figures to hold; the sync's own mapping is lib/content/sync.
 */

const BODY_LIMIT = 4_000;

function other(locale: Locale): Locale {
  return locale === 'en' ? 'fr' : 'en';
}

function text(value: Text | null | undefined, locale: Locale): string {
  return value ? value[locale] : '';
}

function businessOf(core: BusinessCore, locale: Locale): ContentBusiness {
  const cities = [...new Set(core.locations.map((location) => location.city))];
  return {
    slug: core.slug,
    name: core.businessName,
    category: core.category[locale],
    categorySlug: slugify(core.category.en),
    cities,
    citySlugs: cities.map(slugify),
    regions: regionsOf(
      core.locations.map((location) => ({
        country: location.country,
        postalCode: location.postal_code,
      })),
    ),
    isVerified: core.isVerified,
  };
}

function eventFacts(startDate: string): EventFacts {
  const startsAt = new Date(startDate).toISOString();
  const endsAt = new Date(Date.parse(startDate) + 3 * 3_600_000).toISOString();
  return {
    start: startDate,
    end: null,
    hasTime: true,
    timeZone: 'America/Toronto',
    startsAt,
    endsAt,
    place: null,
  };
}

function base(
  business: ContentBusiness,
  locale: Locale,
): Omit<ContentEntry, 'kind' | 'key' | 'title' | 'path'> {
  return {
    locale,
    business,
    summary: '',
    body: '',
    otherTitle: null,
    itemType: null,
    tags: [],
    price: null,
    availability: null,
    event: null,
    updatedAt: null,
  };
}

function catalogEntries(
  content: BusinessContent,
  business: ContentBusiness,
  locale: Locale,
): ContentEntry[] {
  return content.catalog.map((item) => {
    const startDate = (item.attributes as { startDate?: string } | null)?.startDate;
    const isEvent = item.itemType === 'EVENT' && typeof startDate === 'string';
    const tags = (item.tags ?? []).map((tag) => tag[locale]);
    return {
      ...base(business, locale),
      kind: isEvent ? 'event' : 'item',
      key: item.itemSlug,
      title: item.label[locale],
      summary: text(item.description, locale),
      path: `/business/${business.slug}/catalog/${item.itemSlug}`,
      body: [tags.join(' '), item.brand ?? '', text(item.mdContent, locale)]
        .join('\n')
        .slice(0, BODY_LIMIT),
      otherTitle: item.label[other(locale)],
      itemType: item.itemType,
      tags,
      price:
        item.unitPrice === null
          ? null
          : {
              amount: item.unitPrice,
              currency: 'CAD',
              unit: text(item.unitMeasure, locale) || null,
            },
      availability: item.available ? 'available' : 'unavailable',
      event: isEvent ? eventFacts(startDate) : null,
    };
  });
}

function answerEntries(
  content: BusinessContent,
  business: ContentBusiness,
  locale: Locale,
): ContentEntry[] {
  const questions = [
    ...(content.faq?.categories.flatMap((category) => category.questions) ?? []),
    ...(content.faq?.uncategorizedQuestions ?? []),
  ];
  return questions.map((question) => {
    const key = slugify(question.question.en);
    return {
      ...base(business, locale),
      kind: 'answer',
      key,
      title: question.question[locale],
      summary: question.response[locale].slice(0, 300),
      path: `/business/${business.slug}/faq#${key}`,
      body: question.response[locale].slice(0, BODY_LIMIT),
      otherTitle: question.question[other(locale)],
    };
  });
}

function articleAndDocumentEntries(
  content: BusinessContent,
  business: ContentBusiness,
  locale: Locale,
): ContentEntry[] {
  const articles = content.articles.map((article): ContentEntry => ({
    ...base(business, locale),
    kind: 'article',
    key: article.slug,
    title: article.title[locale],
    summary: article.description[locale],
    path: `/business/${business.slug}/blog/${article.slug}`,
    body: [article.keywords[locale], article.content[locale]].join('\n').slice(0, BODY_LIMIT),
    otherTitle: article.title[other(locale)],
    updatedAt: article.updatedAt,
  }));
  const documents = content.documents.map((document): ContentEntry => ({
    ...base(business, locale),
    kind: 'document',
    key: document.id,
    title: document.label[locale],
    summary: text(document.description, locale),
    path: `/business/${business.slug}/documents/${document.slug ?? document.id}`,
    body: text(document.markdownContent, locale).slice(0, BODY_LIMIT),
    otherTitle: document.label[other(locale)],
    updatedAt: document.updatedAt,
  }));
  return [...articles, ...documents];
}

/** Business n's slug and its entries in both languages. */
export function syntheticEntries(number: number): {
  slug: string;
  entries: Record<Locale, ContentEntry[]>;
} {
  const record = syntheticRecord(number);
  const content = record.content();
  const of = (locale: Locale) => {
    const business = businessOf(record.core, locale);
    return [
      ...catalogEntries(content, business, locale),
      ...answerEntries(content, business, locale),
      ...articleAndDocumentEntries(content, business, locale),
    ];
  };
  return { slug: record.core.slug, entries: { en: of('en'), fr: of('fr') } };
}
