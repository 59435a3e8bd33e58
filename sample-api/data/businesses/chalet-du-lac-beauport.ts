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
 * NON_LISTED: a private chalet rental shared by link only. It is absent from the directory
 * listing but every endpoint under its slug answers, so a guest with the link sees it all.
 */
const slug = 'chalet-du-lac-beauport';

const houseRules = documentSeed({
  id: '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918',
  slug: 'house-rules',
  label: t('House rules', 'Règlements de la maison'),
  description: t(
    'Check-in, quiet hours, the spa and the wood stove.',
    'Arrivée, heures de silence, le spa et le poêle à bois.',
  ),
  type: 'PDF',
  fileSize: 65_536,
  hasThumbnail: false,
  createdAt: '2025-06-01T12:00:00Z',
  updatedAt: '2025-11-15T12:00:00Z',
  markdownContent: t(
    `# House rules

- Check-in from **4 p.m.**, check-out by **11 a.m.**
- Quiet hours 10 p.m. to 8 a.m. — sound carries across the lake
- Spa cover back on after every use
- Wood stove: dry wood only, from the shed; never leave it burning unattended

CITQ registration no. 298765`,
    `# Règlements de la maison

- Arrivée à partir de **16 h**, départ avant **11 h**
- Silence de 22 h à 8 h — le son porte sur le lac
- Remettre le couvercle du spa après chaque usage
- Poêle à bois : bois sec seulement, pris dans la remise; ne jamais le laisser allumé sans surveillance

Numéro d'enregistrement CITQ 298765`,
  ),
  seoTitle: null,
  seoDescription: null,
  seoKeywords: null,
});
houseRules.jsonLd = documentJsonLd(houseRules);

export const chaletDuLacBeauport: BusinessSeed = {
  businessName: 'Chalet du Lac-Beauport',
  slug,
  website: 'https://chalet-lac-beauport.example',
  description: t(
    'Four-season lakefront chalet for eight, twenty minutes from Québec City, with a spa and a wood stove.',
    'Chalet quatre saisons au bord du lac pour huit personnes, à vingt minutes de Québec, avec spa et poêle à bois.',
  ),
  hasLogo: true,
  email: 'reservations@chalet-lac-beauport.example',
  phone: '+1 418-555-0176',
  legalName: null,
  primaryLanguage: 'fr',
  locations: [
    {
      address: '45 chemin du Tour-du-Lac',
      city: 'Lac-Beauport',
      postal_code: 'G3B 0V4',
      country: CANADA,
    },
  ],
  areas: [same('Lac-Beauport'), same('Capitale-Nationale')],
  category: t('Vacation rental', 'Location de vacances'),
  tags: [t('lakefront', 'bord de l’eau'), t('spa', 'spa'), t('ski', 'ski')],
  mdContent: t(
    '## Your stay\n\nFour bedrooms, two bathrooms, a dock in summer and the Le Relais ski hill five minutes away in winter.',
    '## Votre séjour\n\nQuatre chambres, deux salles de bain, un quai l’été et le centre de ski Le Relais à cinq minutes l’hiver.',
  ),
  updatedAt: '2025-11-15T12:00:00Z',
  businessTypes: [{ id: 'vacation-rental', label: t('Vacation rental', 'Location de vacances') }],
  visibility: 'NON_LISTED',
  isVerified: false,
  content: {
    articles: [],
    faq: {
      updatedAt: '2025-11-15T12:00:00Z',
      categories: [],
      uncategorizedQuestions: [
        {
          question: t('Is bedding provided?', 'La literie est-elle fournie?'),
          response: t(
            'Yes, bedding and towels for eight.',
            'Oui, literie et serviettes pour huit.',
          ),
        },
      ],
    },
    reviews: reviewsFrom([
      [
        'Famille Paradis',
        5,
        'Séjour parfait',
        'Le spa sous la neige, le poêle qui crépite : on revient l’an prochain.',
        '2025-02-24T15:00:00Z',
      ],
      [
        'Owen Fletcher',
        4,
        'Great winter getaway',
        'Close to the ski hill, lots of space. The driveway needs a 4x4 after a storm.',
        '2025-01-13T18:30:00Z',
      ],
      [
        'Marie-Claude Drolet',
        4.5,
        'Magnifique',
        'Vue superbe sur le lac. Cuisine très bien équipée.',
        '2024-08-05T20:00:00Z',
      ],
    ]),
    catalog: [
      catalogItem(slug, {
        itemSlug: 'weekend-stay',
        label: t('Weekend stay (2 nights)', 'Séjour de fin de semaine (2 nuits)'),
        description: t(
          'Friday to Sunday, up to eight guests, cleaning included.',
          'Du vendredi au dimanche, jusqu’à huit personnes, ménage inclus.',
        ),
        itemType: 'REAL_ESTATE',
        unitPrice: 780,
        unitMeasure: t('weekend', 'fin de semaine'),
        image: itemImage('chalet-lac-beauport'),
        tags: [t('rental', 'location')],
        attributes: { bedrooms: 4, bathrooms: 2, sleeps: 8, minimumNights: 2, petsAllowed: false },
        additionalImages: [
          itemImage('chalet-lac-beauport-spa'),
          itemImage('chalet-lac-beauport-dock'),
        ],
        mdContent: t(
          'Cleaning fee included. A 50% deposit confirms the booking.',
          'Frais de ménage inclus. Un dépôt de 50 % confirme la réservation.',
        ),
        fullUrl: 'https://chalet-lac-beauport.example/reserver',
      }),
      catalogItem(slug, {
        itemSlug: 'midweek-winter-offer',
        label: t('Midweek winter offer', 'Offre d’hiver en semaine'),
        description: t(
          'Three weeknights for the price of two, January to March.',
          'Trois nuits en semaine pour le prix de deux, de janvier à mars.',
        ),
        itemType: 'OFFER',
        unitPrice: 620,
        unitMeasure: t('3 nights', '3 nuits'),
        attributes: { validFrom: '2026-01-05T00:00:00Z', validThrough: '2026-03-26T23:59:59Z' },
      }),
    ],
    documents: [houseRules],
  },
};
