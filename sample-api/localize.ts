import { markdownToHtml } from './markdown-html';
import { escapeHtml } from './text';
import type {
  ArticleSeed,
  BusinessCore,
  CatalogItemSeed,
  DocumentSeed,
  FaqQuestionSeed,
  FaqSeed,
  JsonObject,
  JsonValue,
  Lang,
  LocalizedJson,
  LocalizedJsonObject,
  ReviewSeed,
  Text,
} from './types';
import type {
  ApiBlogArticle,
  ApiBlogArticleSummary,
  ApiBusiness,
  ApiCatalogItem,
  ApiCatalogItemDetail,
  ApiDocumentDetail,
  ApiDocumentSummary,
  ApiFaq,
  ApiFaqQuestion,
  ApiReview,
} from './api-types';

/**
 * Turns bilingual records into the JSON of one language. `assetBase` is the server's public
 * base URL (no trailing slash): stored records only hold asset paths, so the same data answers
 * correctly on any host and port.
 */
export interface LocalizeContext {
  lang: Lang;
  assetBase: string;
}

function pick(text: Text, lang: Lang): string {
  return text[lang];
}

function pickOrNull(text: Text | null, lang: Lang): string | null {
  return text === null ? null : text[lang];
}

function isText(value: LocalizedJson): value is Text {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof value.en === 'string' && typeof value.fr === 'string';
}

const ASSET_BASE_PLACEHOLDER = /\{\{assetBase\}\}/g;

/** Free-form JSON: Text leaves become strings of the language, asset placeholders become URLs. */
function localizeJson(value: LocalizedJson, ctx: LocalizeContext): JsonValue {
  if (typeof value === 'string') return value.replace(ASSET_BASE_PLACEHOLDER, ctx.assetBase);
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((entry) => localizeJson(entry, ctx));
  if (isText(value)) return localizeJson(value[ctx.lang], ctx);
  const out: JsonObject = {};
  for (const [key, entry] of Object.entries(value)) out[key] = localizeJson(entry, ctx);
  return out;
}

function localizeObject(
  value: LocalizedJsonObject | null,
  ctx: LocalizeContext,
): JsonObject | null {
  if (value === null) return null;
  const localized = localizeJson(value, ctx);
  return typeof localized === 'object' && localized !== null && !Array.isArray(localized)
    ? localized
    : null;
}

function assetUrl(path: string, ctx: LocalizeContext): string {
  return `${ctx.assetBase}${path}`;
}

function logoPath(slug: string): string {
  return `/assets/logos/${slug}.svg`;
}

export function localizeBusiness(core: BusinessCore, ctx: LocalizeContext): ApiBusiness {
  const { lang } = ctx;
  return {
    businessName: core.businessName,
    slug: core.slug,
    website: core.website,
    description: pick(core.description, lang),
    logo: core.hasLogo ? assetUrl(logoPath(core.slug), ctx) : null,
    email: core.email,
    phone: core.phone,
    legalName: core.legalName,
    primaryLanguage: core.primaryLanguage,
    locations: core.locations.map((location) => ({ ...location })),
    areas: core.areas.map((area) => pick(area, lang)),
    category: pick(core.category, lang),
    tags: core.tags.map((tag) => pick(tag, lang)),
    mdContent: pickOrNull(core.mdContent, lang),
    updatedAt: core.updatedAt,
    businessTypes: core.businessTypes.map((type) => ({
      id: type.id,
      label: pick(type.label, lang),
    })),
    visibility: core.visibility,
    isVerified: core.isVerified,
  };
}

export function localizeArticleSummary(
  article: ArticleSeed,
  ctx: LocalizeContext,
): ApiBlogArticleSummary {
  return {
    slug: article.slug,
    title: pick(article.title, ctx.lang),
    description: pick(article.description, ctx.lang),
    publishedDate: article.publishedDate,
    updatedAt: article.updatedAt,
  };
}

export function localizeArticle(article: ArticleSeed, ctx: LocalizeContext): ApiBlogArticle {
  const content = pick(article.content, ctx.lang);
  return {
    ...localizeArticleSummary(article, ctx),
    content,
    contentPublic: markdownToHtml(content),
    keywords: pick(article.keywords, ctx.lang),
  };
}

function localizeQuestion(question: FaqQuestionSeed, ctx: LocalizeContext): ApiFaqQuestion {
  const response = pick(question.response, ctx.lang);
  return {
    question: pick(question.question, ctx.lang),
    response,
    responsePublic: markdownToHtml(response),
  };
}

export function localizeFaq(faq: FaqSeed, ctx: LocalizeContext): ApiFaq {
  return {
    updatedAt: faq.updatedAt,
    categories: faq.categories.map((category) => ({
      name: pick(category.name, ctx.lang),
      questions: category.questions.map((question) => localizeQuestion(question, ctx)),
    })),
    uncategorizedQuestions: faq.uncategorizedQuestions.map((question) =>
      localizeQuestion(question, ctx),
    ),
  };
}

/** Reviews stay in their author's language (see ReviewSeed); only the HTML form is derived. */
export function localizeReview(review: ReviewSeed): ApiReview {
  const paragraphs = review.content
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`);
  return {
    author: review.author,
    ratingValue: review.ratingValue,
    title: review.title,
    content: review.content,
    contentPublic: paragraphs.join(''),
    reviewDate: review.reviewDate,
  };
}

export function localizeCatalogItem(item: CatalogItemSeed, ctx: LocalizeContext): ApiCatalogItem {
  return {
    id: item.id,
    label: pick(item.label, ctx.lang),
    description: pickOrNull(item.description, ctx.lang),
    itemSlug: item.itemSlug,
    itemType: item.itemType,
    unitPrice: item.unitPrice,
    unitMeasure: pickOrNull(item.unitMeasure, ctx.lang),
    imageUrl: item.image === null ? null : assetUrl(item.image, ctx),
    brand: item.brand,
    tags: item.tags === null ? null : item.tags.map((tag) => pick(tag, ctx.lang)),
    available: item.available,
    attributes: localizeObject(item.attributes, ctx),
  };
}

export function localizeCatalogItemDetail(
  item: CatalogItemSeed,
  ctx: LocalizeContext,
): ApiCatalogItemDetail {
  return {
    ...localizeCatalogItem(item, ctx),
    additionalImages:
      item.additionalImages === null
        ? null
        : item.additionalImages.map((path) => assetUrl(path, ctx)),
    mdContent: pickOrNull(item.mdContent, ctx.lang),
    fullUrl: item.fullUrl,
    enrichment: localizeObject(item.enrichment, ctx),
  };
}

function thumbnailPath(documentId: string): string {
  return `/assets/thumbnails/${documentId}.svg`;
}

export function localizeDocumentSummary(
  document: DocumentSeed,
  ctx: LocalizeContext,
): ApiDocumentSummary {
  return {
    id: document.id,
    slug: document.slug,
    label: pick(document.label, ctx.lang),
    description: pickOrNull(document.description, ctx.lang),
    type: document.type,
    fileSize: document.fileSize,
    thumbnailUrl: document.hasThumbnail ? assetUrl(thumbnailPath(document.id), ctx) : null,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  };
}

export function localizeDocumentDetail(
  document: DocumentSeed,
  ctx: LocalizeContext,
): ApiDocumentDetail {
  return {
    ...localizeDocumentSummary(document, ctx),
    markdownContent: pickOrNull(document.markdownContent, ctx.lang),
    seoTitle: pickOrNull(document.seoTitle, ctx.lang),
    seoDescription: pickOrNull(document.seoDescription, ctx.lang),
    seoKeywords:
      document.seoKeywords === null
        ? null
        : document.seoKeywords.map((keyword) => pick(keyword, ctx.lang)),
    jsonLd: localizeObject(document.jsonLd, ctx),
  };
}
