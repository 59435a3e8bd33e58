import { catalogItem, documentJsonLd, documentSeed, itemImage, t } from './data/helpers';
import { SHARED_FAQ } from './data/synthetic-categories';
import { FIRST_NAMES, SURNAMES } from './data/synthetic-places';
import { moodOf, RATING_POOL, REVIEW_PHRASES } from './data/synthetic-reviews';
import { createRandom, type Random } from './prng';
import { DAY, identity, isoAt, syntheticCore, type Identity } from './synthetic-core';
import { syntheticEvents, upcomingStart } from './synthetic-events';
import { slugify } from '../lib/text/slug';
import { stableUuid } from './text';
import type {
  ArticleSeed,
  BusinessContent,
  BusinessCore,
  CatalogItemSeed,
  DocumentSeed,
  FaqSeed,
  Lang,
  ReviewSeed,
  Text,
} from './types';

/**
 * What lies under synthetic business number n (synthetic.ts): articles, FAQ, reviews, catalog
 * and documents, built from the business's seed when asked for, never stored.
 */

function articles(random: Random, core: BusinessCore, id: Identity): ArticleSeed[] {
  const updated = Date.parse(core.updatedAt);
  return random.sample(id.category.articleTopics, random.int(0, 2)).map((topic, position) => {
    const published = updated - (position + 1) * random.int(20, 120) * DAY;
    const [first, second] = id.category.tags;
    return {
      slug: slugify(topic.en),
      title: topic,
      description: t(
        `${topic.en}: advice from ${core.businessName} in ${id.city.name}.`,
        `${topic.fr} : les conseils de ${core.businessName} à ${id.city.name}.`,
      ),
      publishedDate: isoAt(published),
      updatedAt: isoAt(published + random.int(0, 10) * DAY),
      keywords: t(
        [first?.en, second?.en, id.city.name].filter(Boolean).join(', '),
        [first?.fr, second?.fr, id.city.name].filter(Boolean).join(', '),
      ),
      content: t(
        `## ${topic.en}\n\nAt **${core.businessName}**, we get this question every week. Here is our short answer.\n\n1. Ask us in store or by phone\n2. Compare options before you decide\n3. Come back any time with questions\n\nMore on our website: ${core.website}`,
        `## ${topic.fr}\n\nChez **${core.businessName}**, on nous pose la question chaque semaine. Voici notre réponse courte.\n\n1. Demandez-nous en magasin ou par téléphone\n2. Comparez les options avant de décider\n3. Revenez quand vous voulez avec vos questions\n\nPlus de détails sur notre site : ${core.website}`,
      ),
    };
  });
}

function faq(random: Random, core: BusinessCore, id: Identity): FaqSeed | null {
  if (!random.chance(0.85)) return null;
  const toQuestion = ([question, response]: readonly [Text, Text]) => ({ question, response });
  return {
    updatedAt: core.updatedAt,
    categories: [
      {
        name: t('About our services', 'À propos de nos services'),
        questions: id.category.faq.map(toQuestion),
      },
    ],
    uncategorizedQuestions: random
      .sample(SHARED_FAQ, random.int(1, SHARED_FAQ.length))
      .map(toQuestion),
  };
}

function reviews(random: Random, core: BusinessCore, id: Identity): ReviewSeed[] {
  const count = random.int(0, 12);
  const out: ReviewSeed[] = [];
  let date = Date.parse(core.updatedAt);
  for (let position = 0; position < count; position += 1) {
    const ratingValue = random.pick(RATING_POOL);
    const lang: Lang = random.chance(0.7)
      ? core.primaryLanguage
      : core.primaryLanguage === 'fr'
        ? 'en'
        : 'fr';
    const phrases = REVIEW_PHRASES[lang][moodOf(ratingValue)];
    date -= random.int(3, 60) * DAY;
    out.push({
      author: `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES).charAt(0)}.`,
      ratingValue,
      title: random.pick(phrases.titles),
      content: random.pick(phrases.contents).replace('{city}', id.city.name),
      reviewDate: isoAt(date),
    });
  }
  return out;
}

function price(random: Random, range: readonly [number, number] | null): number | null {
  if (range === null) return null;
  const [min, max] = range;
  if (max >= 10_000) return Math.round((min + random.next() * (max - min)) / 1000) * 1000;
  if (max === min) return min;
  return Math.floor(min + random.next() * (max - min)) + 0.99;
}

function catalog(random: Random, core: BusinessCore, id: Identity): CatalogItemSeed[] {
  const templates = random.sample(id.category.items, random.int(0, id.category.items.length));
  return templates.map((template) => {
    const itemSlug = slugify(template.label.en);
    const isEvent = template.itemType === 'EVENT';
    // Upcoming whenever the sample runs (synthetic-events.ts).
    const startDate = isEvent && random.chance(0.7) ? upcomingStart(random.int(7, 200)) : null;
    return catalogItem(core.slug, {
      itemSlug,
      label: template.label,
      description: random.chance(0.9)
        ? t(
            `${template.label.en} at ${core.businessName}, ${id.city.name}.`,
            `${template.label.fr} chez ${core.businessName}, à ${id.city.name}.`,
          )
        : null,
      itemType: template.itemType,
      unitPrice: price(random, template.price),
      unitMeasure: template.measure,
      image: random.chance(0.75) ? itemImage(`${id.category.id}-${itemSlug}`) : null,
      tags: random.chance(0.8) ? [random.pick(id.category.tags)] : null,
      available: random.chance(0.9),
      attributes: startDate ? { startDate } : null,
      mdContent: random.chance(0.5)
        ? t(
            `**${template.label.en}** — ask us for details.`,
            `**${template.label.fr}** — demandez-nous les détails.`,
          )
        : null,
      fullUrl: random.chance(0.5) ? `${core.website}/${itemSlug}` : null,
    });
  });
}

function documents(random: Random, core: BusinessCore): DocumentSeed[] {
  const count = random.int(0, 2);
  const created = Date.parse(core.updatedAt) - random.int(10, 300) * DAY;
  const out: DocumentSeed[] = [];
  if (count >= 1) {
    const year = new Date(created).getUTCFullYear();
    const priceList = documentSeed({
      id: stableUuid(`${core.slug}/documents/price-list`),
      slug: `price-list-${year}`,
      label: t(`Price list ${year}`, `Liste de prix ${year}`),
      description: t(
        `Prices at ${core.businessName} for ${year}.`,
        `Les prix de ${core.businessName} pour ${year}.`,
      ),
      type: 'PDF',
      fileSize: random.int(40, 900) * 1024,
      hasThumbnail: random.chance(0.6),
      createdAt: isoAt(created),
      updatedAt: isoAt(created + random.int(0, 30) * DAY),
      markdownContent: t(
        `# Price list ${year}\n\n${core.businessName}\n\n| Item | Price |\n|---|---:|\n| Standard | $${random.int(20, 90)} |\n| Premium | $${random.int(100, 250)} |`,
        `# Liste de prix ${year}\n\n${core.businessName}\n\n| Article | Prix |\n|---|---:|\n| Standard | ${random.int(20, 90)} $ |\n| Supérieur | ${random.int(100, 250)} $ |`,
      ),
      seoTitle: t(`${core.businessName} prices ${year}`, `Prix ${year} de ${core.businessName}`),
      seoDescription: null,
      seoKeywords: [core.category],
    });
    priceList.jsonLd = documentJsonLd(priceList);
    out.push(priceList);
  }
  if (count >= 2) {
    const photo = documentSeed({
      id: stableUuid(`${core.slug}/documents/storefront`),
      slug: null,
      label: t('Storefront', 'Devanture'),
      type: 'IMAGE',
      fileSize: random.chance(0.5) ? random.int(80, 600) * 1024 : null,
      hasThumbnail: true,
      createdAt: isoAt(created - DAY),
      updatedAt: isoAt(created - DAY),
    });
    photo.jsonLd = documentJsonLd(photo);
    out.push(photo);
  }
  return out;
}

/** Everything under business number `number`, rebuilt from its seed on every call. */
export function syntheticContent(
  number: number,
  core: BusinessCore = syntheticCore(number),
): BusinessContent {
  // Same seed as the core, so the identity (category, city) matches; the content draws from a
  // second stream so adding a field to the core never reshuffles existing content.
  const id = identity(createRandom(`business:${number}`));
  const random = createRandom(`content:${number}`);
  return {
    articles: articles(random, core, id),
    faq: faq(random, core, id),
    reviews: reviews(random, core, id),
    catalog: [...catalog(random, core, id), ...syntheticEvents(number, core, id.city.name)],
    documents: documents(random, core),
  };
}
