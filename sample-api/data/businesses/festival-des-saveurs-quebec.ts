import type { BusinessSeed } from '../../types';
import { CANADA, catalogItem, documentJsonLd, documentSeed, itemImage, same, t } from '../helpers';

/**
 * A first-edition food festival in Québec City: no reviews yet, no phone, unverified. Its
 * catalog holds an EVENT with a start date and one without (date to be announced), OFFERs,
 * a PRODUCT and an OTHER; its documents a PDF programme and an IMAGE poster.
 */
const slug = 'festival-des-saveurs-quebec';

const programme = documentSeed({
  id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  slug: 'programme-2026',
  label: t('2026 programme', 'Programmation 2026'),
  description: t(
    'Three days, forty producers, twelve chefs: the full schedule.',
    'Trois jours, quarante producteurs, douze chefs : l’horaire complet.',
  ),
  type: 'PDF',
  fileSize: 3_145_728,
  hasThumbnail: true,
  createdAt: '2026-01-20T15:00:00Z',
  updatedAt: '2026-02-03T11:00:00Z',
  markdownContent: t(
    `# Festival des saveurs de Québec — 2026 programme

**June 19 to 21, 2026 · Espace Saint-Roch, Québec City**

## Friday, June 19

| Time | Stage | Event |
|---|---|---|
| 17:00 | Main tent | Opening and cider toast |
| 19:00 | Chefs' kitchen | Cooking with maple, four ways |

## Saturday, June 20

| Time | Stage | Event |
|---|---|---|
| 10:00 | Market | Producers' market opens |
| 14:00 | Chefs' kitchen | Charlevoix cheeses |
| 20:00 | Main tent | Long-table dinner (ticketed) |

## Sunday, June 21

Family day: free admission for children under 12.`,
    `# Festival des saveurs de Québec — programmation 2026

**Du 19 au 21 juin 2026 · Espace Saint-Roch, Québec**

## Vendredi 19 juin

| Heure | Scène | Activité |
|---|---|---|
| 17 h | Grand chapiteau | Ouverture et toast au cidre |
| 19 h | Cuisine des chefs | L'érable en quatre façons |

## Samedi 20 juin

| Heure | Scène | Activité |
|---|---|---|
| 10 h | Marché | Ouverture du marché des producteurs |
| 14 h | Cuisine des chefs | Les fromages de Charlevoix |
| 20 h | Grand chapiteau | Souper à la grande tablée (billet requis) |

## Dimanche 21 juin

Journée familiale : entrée gratuite pour les moins de 12 ans.`,
  ),
  seoTitle: t(
    'Festival des saveurs de Québec 2026 programme',
    'Programmation 2026 du Festival des saveurs de Québec',
  ),
  seoDescription: t(
    'Schedule of tastings, chefs and the long-table dinner, June 19–21, 2026.',
    'Horaire des dégustations, des chefs et du souper à la grande tablée, du 19 au 21 juin 2026.',
  ),
  seoKeywords: [
    t('food festival', 'festival gourmand'),
    t('Québec City', 'Québec'),
    t('programme', 'programmation'),
  ],
});
programme.jsonLd = documentJsonLd(programme, {
  about: {
    '@type': 'Festival',
    name: 'Festival des saveurs de Québec',
    startDate: '2026-06-19T21:00:00Z',
    endDate: '2026-06-21T22:00:00Z',
  },
});

const poster = documentSeed({
  id: 'd4c3b2a1-f6e5-4d8c-9b0a-1f2e3d4c5b6a',
  slug: 'poster-2026',
  label: t('2026 poster', 'Affiche 2026'),
  description: t(
    'The official poster, by illustrator Mélanie Vachon.',
    'L’affiche officielle, signée par l’illustratrice Mélanie Vachon.',
  ),
  type: 'IMAGE',
  fileSize: 512_000,
  hasThumbnail: true,
  createdAt: '2026-01-20T15:05:00Z',
  updatedAt: '2026-01-20T15:05:00Z',
  seoTitle: t('Official 2026 poster', 'Affiche officielle 2026'),
  seoDescription: null,
  seoKeywords: null,
});
poster.jsonLd = documentJsonLd(poster, {
  creator: { '@type': 'Person', name: 'Mélanie Vachon' },
  width: 1080,
  height: 1350,
});

export const festivalDesSaveursQuebec: BusinessSeed = {
  businessName: 'Festival des saveurs de Québec',
  slug,
  website: 'https://festivaldessaveurs.example',
  description: t(
    'A three-day food festival in Québec City’s Saint-Roch district: producers’ market, chefs’ demonstrations and a long-table dinner. First edition in June 2026.',
    'Festival gourmand de trois jours dans le quartier Saint-Roch, à Québec : marché de producteurs, démonstrations de chefs et souper à la grande tablée. Première édition en juin 2026.',
  ),
  hasLogo: true,
  email: 'info@festivaldessaveurs.example',
  phone: null,
  legalName: 'Festival des saveurs de Québec (OBNL)',
  primaryLanguage: 'fr',
  locations: [
    { address: '290 rue de la Couronne', city: 'Québec', postal_code: 'G1K 6E9', country: CANADA },
  ],
  areas: [same('Saint-Roch'), t('Québec City', 'Ville de Québec'), same('Capitale-Nationale')],
  category: t('Festival', 'Festival'),
  tags: [
    t('food', 'gastronomie'),
    t('local producers', 'producteurs locaux'),
    t('family', 'famille'),
  ],
  mdContent: t(
    `## June 19–21, 2026

Forty producers from Charlevoix, Portneuf and Île d'Orléans, twelve chefs, one long table.

> Admission to the market is **free**. Tastings and the dinner are ticketed.

Follow the lineup as it is announced: https://festivaldessaveurs.example/en/lineup`,
    `## Du 19 au 21 juin 2026

Quarante producteurs de Charlevoix, de Portneuf et de l'île d'Orléans, douze chefs, une grande tablée.

> L'entrée au marché est **gratuite**. Les dégustations et le souper sont payants.

Suivez la programmation au fil des annonces : https://festivaldessaveurs.example/fr/programmation`,
  ),
  updatedAt: '2026-02-03T11:00:00Z',
  businessTypes: [
    { id: 'festival', label: t('Festival', 'Festival') },
    { id: 'nonprofit', label: t('Non-profit organization', 'Organisme sans but lucratif') },
  ],
  visibility: 'PUBLIC',
  isVerified: false,
  content: {
    articles: [
      {
        slug: 'first-edition-announced',
        title: t('Our first edition is announced', 'Notre première édition est annoncée'),
        description: t(
          'Dates, place and the first twenty producers.',
          'Dates, lieu et les vingt premiers producteurs.',
        ),
        publishedDate: '2026-01-20T15:00:00Z',
        updatedAt: '2026-01-21T10:00:00Z',
        keywords: t(
          'festival, Québec City, food, announcement',
          'festival, Québec, gastronomie, annonce',
        ),
        content: t(
          `It is official: the **Festival des saveurs de Québec** takes over Saint-Roch from June 19 to 21, 2026.

### The first twenty producers

- Fromagerie des Grondines
- Cidrerie du Bout de l'Île
- Ferme Rivière-aux-Pins (lamb)
- …and seventeen more at https://festivaldessaveurs.example/en/producers

### Still to come

- [x] Venue confirmed
- [x] Poster unveiled
- [ ] Chefs' lineup (March)
- [ ] Long-table dinner tickets (April)`,
          `C'est officiel : le **Festival des saveurs de Québec** investit Saint-Roch du 19 au 21 juin 2026.

### Les vingt premiers producteurs

- Fromagerie des Grondines
- Cidrerie du Bout de l'Île
- Ferme Rivière-aux-Pins (agneau)
- …et dix-sept autres à https://festivaldessaveurs.example/fr/producteurs

### À venir

- [x] Lieu confirmé
- [x] Affiche dévoilée
- [ ] Programmation des chefs (mars)
- [ ] Billets du souper à la grande tablée (avril)`,
        ),
      },
      {
        slug: 'call-for-volunteers',
        title: t('Call for volunteers', 'Appel aux bénévoles'),
        description: t(
          'We need 120 volunteers. Here is what the shifts look like.',
          'Il nous faut 120 bénévoles. Voici à quoi ressemblent les quarts.',
        ),
        publishedDate: '2026-02-03T11:00:00Z',
        updatedAt: '2026-02-03T11:00:00Z',
        keywords: t('volunteers, festival, Québec City', 'bénévoles, festival, Québec'),
        content: t(
          `| Team | Shifts | Perks |
|---|---|---|
| Welcome | 4 h | T-shirt, meal |
| Market | 6 h | T-shirt, meal, tasting pass |
| Kitchen | 5 h | T-shirt, meal, chef's apron |

Sign up at <https://festivaldessaveurs.example/en/volunteer>. ~~Deadline March 1~~ Extended to **March 15**.`,
          `| Équipe | Quarts | Avantages |
|---|---|---|
| Accueil | 4 h | T-shirt, repas |
| Marché | 6 h | T-shirt, repas, passeport dégustation |
| Cuisine | 5 h | T-shirt, repas, tablier de chef |

Inscription à <https://festivaldessaveurs.example/fr/benevoles>. ~~Date limite le 1er mars~~ Reportée au **15 mars**.`,
        ),
      },
    ],
    faq: {
      updatedAt: '2026-02-03T11:00:00Z',
      categories: [
        {
          name: t('Tickets', 'Billets'),
          questions: [
            {
              question: t('Is admission free?', 'L’entrée est-elle gratuite?'),
              response: t(
                'The market is free. Tastings use a tasting pass; the dinner has its own ticket.',
                'Le marché est gratuit. Les dégustations se font avec un passeport; le souper a son propre billet.',
              ),
            },
            {
              question: t('Can I get a refund?', 'Puis-je être remboursé?'),
              response: t(
                'Up to 30 days before the festival, minus a $5 fee.',
                'Jusqu’à 30 jours avant le festival, moins des frais de 5 $.',
              ),
            },
          ],
        },
      ],
      uncategorizedQuestions: [
        {
          question: t('Are dogs allowed?', 'Les chiens sont-ils admis?'),
          response: t(
            'Only service dogs, for food-safety reasons.',
            'Seulement les chiens d’assistance, pour des raisons de salubrité.',
          ),
        },
      ],
    },
    reviews: [],
    catalog: [
      catalogItem(slug, {
        itemSlug: 'long-table-dinner-2026',
        label: t('Long-table dinner', 'Souper à la grande tablée'),
        description: t(
          'Five courses by five chefs for 300 guests on rue Saint-Joseph.',
          'Cinq services par cinq chefs pour 300 convives sur la rue Saint-Joseph.',
        ),
        itemType: 'EVENT',
        unitPrice: 145,
        unitMeasure: t('seat', 'place'),
        image: itemImage('long-table-dinner'),
        tags: [t('dinner', 'souper'), t('ticketed', 'billet requis')],
        attributes: {
          startDate: '2026-06-21T00:00:00Z',
          endDate: '2026-06-21T03:30:00Z',
          venue: same('Rue Saint-Joseph Est, Québec'),
          seats: 300,
          dressCode: t('casual; bring a sweater', 'décontracté; apportez un chandail'),
        },
        mdContent: t(
          'Five courses, local wine and cider pairings. Vegetarian menu on request when booking.',
          'Cinq services, accords de vins et de cidres d’ici. Menu végétarien sur demande à la réservation.',
        ),
        fullUrl: 'https://festivaldessaveurs.example/fr/grande-tablee',
        enrichment: {
          menu: [
            {
              course: 1,
              dish: t('Smoked trout, Portneuf cream', 'Truite fumée, crème de Portneuf'),
              chef: 'Chef Julien Paré',
            },
            {
              course: 2,
              dish: t('Asparagus, Grondines cheese', 'Asperges, fromage des Grondines'),
              chef: 'Cheffe Anne Simard',
            },
          ],
        },
      }),
      catalogItem(slug, {
        itemSlug: 'harvest-edition-tba',
        label: t('Harvest edition (date to be announced)', 'Édition des récoltes (date à venir)'),
        description: t(
          'A fall sequel at Île d’Orléans is in the works. Subscribe to hear first.',
          'Une suite automnale à l’île d’Orléans se prépare. Abonnez-vous pour le savoir en premier.',
        ),
        itemType: 'EVENT',
        unitPrice: null,
        image: null,
        tags: [t('coming soon', 'à venir')],
        attributes: {
          status: t('date to be announced', 'date à venir'),
          location: same('Île d’Orléans'),
        },
      }),
      catalogItem(slug, {
        itemSlug: 'tasting-pass',
        label: t('Tasting pass, early bird', 'Passeport dégustation, prévente'),
        description: t(
          'Ten tastings for the price of eight until April 30.',
          'Dix dégustations pour le prix de huit jusqu’au 30 avril.',
        ),
        itemType: 'OFFER',
        unitPrice: 32,
        unitMeasure: t('pass', 'passeport'),
        image: itemImage('tasting-pass'),
        tags: [t('early bird', 'prévente')],
        attributes: { tastings: 10, validThrough: '2026-04-30T23:59:59Z', regularPrice: 40 },
      }),
      catalogItem(slug, {
        itemSlug: 'festival-t-shirt',
        label: t('Festival T-shirt', 'T-shirt du festival'),
        description: t(
          'Organic cotton, poster artwork on the back.',
          'Coton biologique, illustration de l’affiche au dos.',
        ),
        itemType: 'PRODUCT',
        unitPrice: 28,
        unitMeasure: t('each', 'unité'),
        image: itemImage('festival-t-shirt'),
        brand: 'Festival des saveurs',
        tags: [t('merch', 'boutique')],
        available: false,
        attributes: {
          sizes: ['S', 'M', 'L', 'XL'],
          material: t('organic cotton', 'coton biologique'),
        },
      }),
      catalogItem(slug, {
        itemSlug: 'volunteer-program',
        label: t('Volunteer program', 'Programme de bénévolat'),
        description: t(
          '120 volunteers over three days. Meals and T-shirt included.',
          '120 bénévoles sur trois jours. Repas et t-shirt fournis.',
        ),
        itemType: 'OTHER',
        unitPrice: null,
        attributes: { volunteersNeeded: 120, minimumAge: 16 },
      }),
    ],
    documents: [programme, poster],
  },
};
