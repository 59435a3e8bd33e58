import type { BusinessSeed } from '../../types';
import {
  CANADA,
  catalogItem,
  documentJsonLd,
  documentSeed,
  itemImage,
  reviewsFrom,
  same,
  t,
} from '../helpers';

/**
 * An English-first, unverified Moncton brokerage with no FAQ (its /faq is a 404): REAL_ESTATE
 * listings with rich attributes, galleries, original-page links and nested enrichment; sold
 * listings (available: false) and a price on request (unitPrice: null).
 */
const slug = 'maritime-nest-realty';

const buyersGuide = documentSeed({
  id: '5b4a3928-1706-4f5e-9d8c-7b6a59483726',
  slug: 'first-time-buyers-guide',
  label: t(
    "First-time buyer's guide to Greater Moncton",
    'Guide du premier acheteur dans le Grand Moncton',
  ),
  description: t(
    'Budget, land transfer tax, inspections and the neighbourhoods we know best.',
    'Budget, taxe sur le transfert foncier, inspections et les quartiers que nous connaissons le mieux.',
  ),
  type: 'PDF',
  fileSize: 1_048_576,
  hasThumbnail: true,
  createdAt: '2025-02-14T15:00:00Z',
  updatedAt: '2025-09-01T12:00:00Z',
  markdownContent: t(
    `# First-time buyer's guide to Greater Moncton

## 1. Budget

Lenders look at two ratios: housing costs under **39%** of gross income, all debts under **44%**.

## 2. Closing costs

| Cost | Typical amount |
|---|---:|
| Land transfer tax (1% in New Brunswick) | $3,200 on a $320,000 home |
| Lawyer and title insurance | $1,200–1,600 |
| Home inspection | $450–600 |

## 3. Neighbourhoods

- **Moncton North** — newer builds, schools, close to the Trans-Canada
- **Dieppe** — francophone community, fast growth, Champlain Place
- **Riverview** — quiet, family streets along the Petitcodiac`,
    `# Guide du premier acheteur dans le Grand Moncton

## 1. Budget

Les prêteurs regardent deux ratios : frais de logement sous **39 %** du revenu brut, toutes dettes sous **44 %**.

## 2. Frais de clôture

| Frais | Montant typique |
|---|---:|
| Taxe sur le transfert foncier (1 % au Nouveau-Brunswick) | 3 200 $ pour une maison de 320 000 $ |
| Notaire-avocat et assurance titre | de 1 200 à 1 600 $ |
| Inspection | de 450 à 600 $ |

## 3. Quartiers

- **Moncton Nord** — constructions récentes, écoles, près de la Transcanadienne
- **Dieppe** — communauté francophone, croissance rapide, Place Champlain
- **Riverview** — rues familiales tranquilles le long de la Petitcodiac`,
  ),
  seoTitle: t(
    "First-time home buyer's guide, Moncton NB",
    'Guide du premier acheteur, Moncton (N.-B.)',
  ),
  seoDescription: t(
    'Budgets, closing costs and neighbourhoods in Moncton, Dieppe and Riverview.',
    'Budget, frais de clôture et quartiers à Moncton, Dieppe et Riverview.',
  ),
  seoKeywords: [t('first-time buyer', 'premier acheteur'), same('Moncton'), same('Dieppe')],
});
buyersGuide.jsonLd = documentJsonLd(buyersGuide, {
  numberOfPages: 12,
  author: { '@type': 'Organization', name: 'Maritime Nest Realty' },
});

const neighbourhood = (
  name: string,
  walkScore: number,
  schools: { en: string; fr: string }[],
  notes: { en: string; fr: string },
) => ({ name, walkScore, schools, notes });

export const maritimeNestRealty: BusinessSeed = {
  businessName: 'Maritime Nest Realty',
  slug,
  website: 'https://maritimenest.example',
  description: t(
    'Independent real estate brokerage for Moncton, Dieppe and Riverview: homes, condos and cottages on the Northumberland Strait, in English and French.',
    'Courtier immobilier indépendant à Moncton, Dieppe et Riverview : maisons, condos et chalets sur le détroit de Northumberland, en anglais et en français.',
  ),
  hasLogo: true,
  email: 'hello@maritimenest.example',
  phone: '+1 506-555-0119',
  legalName: 'Maritime Nest Realty Inc.',
  primaryLanguage: 'en',
  locations: [
    {
      address: '770 Main Street, Suite 300',
      city: 'Moncton',
      postal_code: 'E1C 1E7',
      country: CANADA,
    },
  ],
  areas: [
    same('Moncton'),
    same('Dieppe'),
    same('Riverview'),
    same('Shediac'),
    t('Southeast New Brunswick', 'Sud-Est du Nouveau-Brunswick'),
  ],
  category: t('Real estate agency', 'Agence immobilière'),
  tags: [
    t('homes for sale', 'maisons à vendre'),
    t('cottages', 'chalets'),
    t('first-time buyers', 'premiers acheteurs'),
  ],
  mdContent: t(
    `## Local, independent, bilingual

Four brokers who live where they sell. We list fewer homes and answer the phone.

1. **Free valuation** within 48 hours
2. Professional photos and floor plans for every listing
3. Open houses every weekend from May to October`,
    `## Locaux, indépendants, bilingues

Quatre courtiers qui vivent là où ils vendent. Nous inscrivons moins de propriétés et répondons au téléphone.

1. **Évaluation gratuite** en 48 heures
2. Photos professionnelles et plans pour chaque inscription
3. Visites libres chaque fin de semaine de mai à octobre`,
  ),
  updatedAt: '2025-11-30T17:45:00Z',
  businessTypes: [
    { id: 'real-estate-agency', label: t('Real estate agency', 'Agence immobilière') },
  ],
  visibility: 'PUBLIC',
  isVerified: false,
  content: {
    articles: [
      {
        slug: 'greater-moncton-market-fall-2025',
        title: t('Greater Moncton market, fall 2025', 'Le marché du Grand Moncton, automne 2025'),
        description: t(
          'Prices, days on market and what they mean for buyers this winter.',
          'Prix, délais de vente et ce qu’ils signifient pour les acheteurs cet hiver.',
        ),
        publishedDate: '2025-11-28T13:00:00Z',
        updatedAt: '2025-11-30T17:45:00Z',
        keywords: t(
          'Moncton real estate, market report, Dieppe, Riverview',
          'immobilier Moncton, rapport de marché, Dieppe, Riverview',
        ),
        content: t(
          `Sales slowed in October, but prices held. Here are the numbers from our own files and the regional board[^board].

| Area | Median price | Change (1 yr) | Days on market |
|---|---:|---:|---:|
| Moncton | $329,000 | +4.1% | 27 |
| Dieppe | $358,500 | +5.6% | 22 |
| Riverview | $341,000 | +3.2% | 31 |

~~Bidding wars~~ are rare again: most homes sold within 2% of the asking price.

**For buyers:** winter is the best time to negotiate. **For sellers:** price right on day one.

[^board]: Greater Moncton REALTORS® du Grand Moncton, monthly statistics, October 2025.`,
          `Les ventes ont ralenti en octobre, mais les prix ont tenu. Voici les chiffres de nos propres dossiers et de la chambre régionale[^board].

| Secteur | Prix médian | Variation (1 an) | Délai de vente (jours) |
|---|---:|---:|---:|
| Moncton | 329 000 $ | +4,1 % | 27 |
| Dieppe | 358 500 $ | +5,6 % | 22 |
| Riverview | 341 000 $ | +3,2 % | 31 |

Les ~~surenchères~~ redeviennent rares : la plupart des maisons se vendent à moins de 2 % du prix demandé.

**Acheteurs :** l'hiver est le meilleur moment pour négocier. **Vendeurs :** fixez le bon prix dès le premier jour.

[^board]: Greater Moncton REALTORS® du Grand Moncton, statistiques mensuelles, octobre 2025.`,
        ),
      },
    ],
    faq: null,
    reviews: reviewsFrom([
      [
        'Brian LeBlanc',
        5,
        'Sold in 9 days',
        'Priced it right, staged it well, sold over asking. Could not ask for more.',
        '2025-10-12T18:30:00Z',
      ],
      [
        'Josée Cormier',
        4.5,
        'Très professionnels',
        'Service en français du début à la fin, même chez le notaire.',
        '2025-07-25T14:10:00Z',
      ],
      [
        'Tyler Robichaud',
        2.5,
        'Slow to return calls',
        'Nice people, but I often waited two days for an answer during our search.',
        '2025-05-09T21:00:00Z',
      ],
      [
        'Karen Melanson',
        4,
        'Good first-time buyer help',
        'The buyer guide and our broker explained every cost before we signed.',
        '2025-03-18T16:45:00Z',
      ],
    ]),
    catalog: [
      catalogItem(slug, {
        itemSlug: '42-elmwood-drive-moncton',
        label: t(
          'Three-bedroom bungalow, 42 Elmwood Drive',
          'Bungalow de trois chambres, 42, promenade Elmwood',
        ),
        description: t(
          'Renovated bungalow in Moncton North with a finished basement and a fenced yard.',
          'Bungalow rénové à Moncton Nord avec sous-sol aménagé et cour clôturée.',
        ),
        itemType: 'REAL_ESTATE',
        unitPrice: 339_900,
        unitMeasure: null,
        image: itemImage('42-elmwood-drive'),
        brand: null,
        tags: [t('bungalow', 'bungalow'), t('finished basement', 'sous-sol aménagé')],
        attributes: {
          bedrooms: 3,
          bathrooms: 2,
          livingAreaSquareFeet: 1_180,
          lotSquareFeet: 7_200,
          yearBuilt: 1994,
          address: same('42 Elmwood Drive, Moncton, NB E1A 2X4'),
          heating: t(
            'ductless heat pump and electric baseboards',
            'thermopompe murale et plinthes électriques',
          ),
          propertyTaxes: { year: 2025, amount: 3_940 },
          mlsNumber: 'M165432',
        },
        additionalImages: [
          itemImage('42-elmwood-drive-kitchen'),
          itemImage('42-elmwood-drive-basement'),
          itemImage('42-elmwood-drive-yard'),
        ],
        mdContent: t(
          `Bright, move-in-ready bungalow on a quiet crescent.

- New kitchen (2023) with quartz counters
- Heat pump installed 2022
- Walk to Northrop Frye School and the Elmwood trail`,
          `Bungalow lumineux, prêt à habiter, sur un croissant tranquille.

- Cuisine neuve (2023), comptoirs de quartz
- Thermopompe installée en 2022
- École Northrop Frye et sentier Elmwood à pied`,
        ),
        fullUrl: 'https://maritimenest.example/listings/42-elmwood-drive',
        enrichment: {
          neighbourhood: neighbourhood(
            'Moncton North',
            48,
            [same('Northrop Frye School'), same('École Le Mascaret')],
            t(
              'Family area ten minutes from downtown.',
              'Secteur familial à dix minutes du centre-ville.',
            ),
          ),
          comparables: [
            { address: '17 Birchwood Ave', soldPrice: 331_000, soldDate: '2025-09-14T00:00:00Z' },
            { address: '88 Elmwood Dr', soldPrice: 352_500, soldDate: '2025-08-02T00:00:00Z' },
          ],
          faq: [
            {
              question: t(
                'Is the basement legal as a rental unit?',
                'Le sous-sol est-il légal comme logement locatif?',
              ),
              answer: t(
                'No: it has no separate entrance. It is a family room and a fourth bedroom.',
                'Non : il n’a pas d’entrée séparée. C’est une salle familiale et une quatrième chambre.',
              ),
            },
          ],
        },
      }),
      catalogItem(slug, {
        itemSlug: 'parlee-beach-cottage',
        label: t('Cottage near Parlee Beach, Shediac', 'Chalet près de la plage Parlee, Shediac'),
        description: t(
          'Four-season cottage 400 m from the beach. Price on request.',
          'Chalet quatre saisons à 400 m de la plage. Prix sur demande.',
        ),
        itemType: 'REAL_ESTATE',
        unitPrice: null,
        image: itemImage('parlee-beach-cottage'),
        tags: [t('cottage', 'chalet'), t('waterfront area', 'bord de mer')],
        attributes: {
          bedrooms: 2,
          bathrooms: 1,
          livingAreaSquareFeet: 860,
          seasonal: false,
          distanceToBeachMetres: 400,
        },
        additionalImages: [itemImage('parlee-beach-cottage-deck')],
        fullUrl: 'https://maritimenest.example/listings/parlee-beach-cottage',
        enrichment: {
          neighbourhood: neighbourhood(
            'Shediac',
            31,
            [],
            t(
              'Busy in July and August, quiet the rest of the year.',
              'Animé en juillet et août, tranquille le reste de l’année.',
            ),
          ),
        },
      }),
      catalogItem(slug, {
        itemSlug: 'dieppe-condo-champlain',
        label: t(
          'Two-bedroom condo near Champlain Place',
          'Condo de deux chambres près de la Place Champlain',
        ),
        description: t('Sold in October 2025.', 'Vendu en octobre 2025.'),
        itemType: 'REAL_ESTATE',
        unitPrice: 264_000,
        image: itemImage('dieppe-condo'),
        tags: [t('condo', 'condo'), t('sold', 'vendu')],
        available: false,
        attributes: {
          bedrooms: 2,
          bathrooms: 1,
          floor: 3,
          elevator: true,
          condoFeesMonthly: 285,
          soldDate: '2025-10-21T00:00:00Z',
        },
        additionalImages: null,
        fullUrl: null,
        enrichment: null,
      }),
      catalogItem(slug, {
        itemSlug: 'free-home-valuation',
        label: t('Free home valuation', 'Évaluation gratuite de votre propriété'),
        description: t(
          'A broker visits and sends a written market valuation within 48 hours.',
          'Un courtier visite et envoie une évaluation écrite en 48 heures.',
        ),
        itemType: 'SERVICE',
        unitPrice: 0,
        attributes: { turnaroundHours: 48 },
      }),
    ],
    documents: [buyersGuide],
  },
};
