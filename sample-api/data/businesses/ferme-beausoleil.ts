import type { BusinessSeed } from '../../types';
import { CANADA, catalogItem, itemImage, reviewsFrom, same, t, upcomingSaturday } from '../helpers';

/**
 * An Acadian family farm near Moncton, French-first, without email, unverified: products sold by
 * weight and by the dozen (attributes null), a seasonal product out of stock, a harvest EVENT,
 * and no documents at all (the empty documents section).
 */
const slug = 'ferme-beausoleil';

export const fermeBeausoleil: BusinessSeed = {
  businessName: 'Ferme Beausoleil',
  slug,
  website: 'https://fermebeausoleil.example',
  description: t(
    'Acadian family farm in Memramcook since 1921: vegetables, free-range eggs and strawberries, at the farm stand and the Dieppe market.',
    'Ferme familiale acadienne de Memramcook depuis 1921 : légumes, œufs de poules en liberté et fraises, au kiosque de la ferme et au marché de Dieppe.',
  ),
  hasLogo: true,
  email: null,
  phone: '+1 506-555-0191',
  legalName: 'Ferme Beausoleil ltée',
  primaryLanguage: 'fr',
  locations: [
    { address: '1120 route 106', city: 'Memramcook', postal_code: 'E4K 2S6', country: CANADA },
    {
      address: '333 avenue Acadie (Marché de Dieppe)',
      city: 'Dieppe',
      postal_code: 'E1A 1G9',
      country: CANADA,
    },
  ],
  areas: [
    same('Memramcook'),
    same('Dieppe'),
    t('Southeast New Brunswick', 'Sud-Est du Nouveau-Brunswick'),
  ],
  category: t('Farm', 'Ferme'),
  tags: [t('vegetables', 'légumes'), t('eggs', 'œufs'), t('pick your own', 'autocueillette')],
  mdContent: t(
    `## Four generations on the Memramcook marsh

Vegetables from May to October, eggs all year. **Pick-your-own strawberries** in late June.

*Farm stand:* every day 9 a.m.–6 p.m. in season. *Dieppe market:* Saturdays 7 a.m.–1 p.m.`,
    `## Quatre générations sur les marais de Memramcook

Légumes de mai à octobre, œufs toute l'année. **Autocueillette de fraises** à la fin juin.

*Kiosque :* tous les jours de 9 h à 18 h en saison. *Marché de Dieppe :* le samedi de 7 h à 13 h.`,
  ),
  updatedAt: '2025-09-10T12:00:00Z',
  businessTypes: [
    { id: 'farm', label: t('Farm', 'Ferme') },
    { id: 'farm-stand', label: t('Farm stand', 'Kiosque fermier') },
  ],
  visibility: 'PUBLIC',
  isVerified: false,
  content: {
    articles: [
      {
        slug: 'strawberry-season-2025',
        title: t('Strawberry season 2025', 'La saison des fraises 2025'),
        description: t(
          'When to come, what to bring, and how to tell a ripe berry.',
          'Quand venir, quoi apporter et comment reconnaître une fraise mûre.',
        ),
        publishedDate: '2025-06-12T12:00:00Z',
        updatedAt: '2025-06-20T12:00:00Z',
        keywords: t(
          'strawberries, pick your own, Memramcook',
          'fraises, autocueillette, Memramcook',
        ),
        content: t(
          `Picking opens around **June 25**, weather permitting. Check our Facebook page or call before coming.

| Week | Expected picking | Price |
|---|---|---:|
| June 23 | light | $4/lb |
| June 30 | peak | $3.50/lb |
| July 7 | ending | $3.50/lb |

A ripe berry is red *all the way to the stem*. Bring your own containers or buy ours for $1.`,
          `L'autocueillette ouvre vers le **25 juin**, si la météo le permet. Consultez notre page Facebook ou appelez avant de venir.

| Semaine | Cueillette prévue | Prix |
|---|---|---:|
| 23 juin | faible | 4 $/lb |
| 30 juin | pic | 3,50 $/lb |
| 7 juillet | fin | 3,50 $/lb |

Une fraise mûre est rouge *jusqu'au pédoncule*. Apportez vos contenants ou achetez les nôtres pour 1 $.`,
        ),
      },
    ],
    faq: {
      updatedAt: '2025-05-01T12:00:00Z',
      categories: [
        {
          name: t('Farm stand', 'Kiosque'),
          questions: [
            {
              question: t('Do you take cards?', 'Acceptez-vous les cartes?'),
              response: t(
                'Debit and credit at the stand; cash only at the market.',
                'Débit et crédit au kiosque; argent comptant seulement au marché.',
              ),
            },
          ],
        },
      ],
      uncategorizedQuestions: [],
    },
    reviews: reviewsFrom([
      [
        'Monique Gaudet',
        5,
        'Les meilleures fraises',
        'Sucrées, juteuses, et les enfants adorent cueillir.',
        '2025-07-02T19:00:00Z',
      ],
      [
        'Scott Wilson',
        4,
        'Great eggs',
        'Deep orange yolks. We drive from Moncton every week.',
        '2025-05-16T14:20:00Z',
      ],
      [
        'Réjean Bourque',
        4.5,
        'Kiosque bien garni',
        'Beaux légumes, prix honnêtes, accueil chaleureux.',
        '2024-09-08T15:45:00Z',
      ],
      [
        'Emma Doucet',
        3,
        'Busy on weekends',
        'Long wait at the stand on Saturday morning, but worth it.',
        '2024-07-06T16:00:00Z',
      ],
      [
        'Claude Arsenault',
        5,
        'Ferme exemplaire',
        'Ça fait du bien de voir une ferme familiale aussi bien tenue.',
        '2024-06-29T13:30:00Z',
      ],
    ]),
    catalog: [
      catalogItem(slug, {
        itemSlug: 'free-range-eggs',
        label: t('Free-range eggs', 'Œufs de poules en liberté'),
        description: t(
          'Large brown eggs from our own hens.',
          'Gros œufs bruns de nos propres poules.',
        ),
        itemType: 'PRODUCT',
        unitPrice: 6.5,
        unitMeasure: t('dozen', 'douzaine'),
        image: itemImage('free-range-eggs'),
        tags: [t('eggs', 'œufs')],
      }),
      catalogItem(slug, {
        itemSlug: 'new-potatoes',
        label: t('New potatoes', 'Pommes de terre nouvelles'),
        description: t(
          'Yukon Gold, dug the morning you buy them.',
          'Yukon Gold, récoltées le matin même.',
        ),
        itemType: 'PRODUCT',
        unitPrice: 2.2,
        unitMeasure: t('kg', 'kg'),
        image: itemImage('new-potatoes'),
        tags: [t('vegetables', 'légumes')],
      }),
      catalogItem(slug, {
        itemSlug: 'pick-your-own-strawberries',
        label: t('Pick-your-own strawberries', 'Fraises en autocueillette'),
        description: t(
          'Late June to mid-July. Out of season now.',
          'De la fin juin à la mi-juillet. Hors saison pour l’instant.',
        ),
        itemType: 'PRODUCT',
        unitPrice: 3.5,
        unitMeasure: t('lb', 'lb'),
        image: itemImage('strawberries'),
        tags: [t('pick your own', 'autocueillette'), t('seasonal', 'saisonnier')],
        available: false,
      }),
      catalogItem(slug, {
        itemSlug: 'harvest-festival-2026',
        label: t('Harvest festival', 'Fête des récoltes'),
        description: t(
          'Hayrides, corn roast and fiddle music on the farm.',
          'Tours de charrette, épluchette de blé d’Inde et musique de violon à la ferme.',
        ),
        itemType: 'EVENT',
        unitPrice: 0,
        image: itemImage('harvest-festival'),
        tags: [t('family', 'famille')],
        attributes: {
          startDate: '2026-09-19T14:00:00Z',
          endDate: '2026-09-19T21:00:00Z',
          freeAdmission: true,
        },
      }),
      catalogItem(slug, {
        itemSlug: 'seed-swap',
        label: t('Seed swap and orchard walk', 'Échange de semences et promenade au verger'),
        description: t(
          'Bring seeds to trade; the orchard walk starts at the red barn.',
          'Apportez des semences à échanger; la promenade au verger part de la grange rouge.',
        ),
        itemType: 'EVENT',
        unitPrice: 0,
        tags: [t('family', 'famille')],
        attributes: {
          // Always ahead of today: the sample's one event still to come.
          startDate: upcomingSaturday(45, 14),
          endDate: upcomingSaturday(45, 17),
          freeAdmission: true,
        },
      }),
      catalogItem(slug, {
        itemSlug: 'csa-basket',
        label: t('Weekly vegetable basket (CSA)', 'Panier de légumes hebdomadaire (ASC)'),
        description: t(
          '18 weeks of vegetables, pick up at the farm or the Dieppe market.',
          '18 semaines de légumes, à récupérer à la ferme ou au marché de Dieppe.',
        ),
        itemType: 'OFFER',
        unitPrice: 540,
        unitMeasure: t('season', 'saison'),
        tags: [t('subscription', 'abonnement')],
      }),
    ],
    documents: [],
  },
};
