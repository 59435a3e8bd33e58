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
 * A French-first Gatineau dental clinic without a logo: services whose enrichment carries the
 * FAQ-like and comparison-table shapes, a FAQ of uncategorized questions only, and an IMAGE
 * document without slug, description, size or thumbnail.
 */
const slug = 'clinique-dentaire-allumettieres';

const feeGuide = documentSeed({
  id: '9d8c7b6a-5f4e-4d3c-8b2a-190f8e7d6c5b',
  slug: 'fee-guide-2026',
  label: t('Fee guide 2026', 'Guide des honoraires 2026'),
  description: t(
    'Our fees for common treatments, based on the 2026 provincial guide.',
    'Nos honoraires pour les traitements courants, selon le guide provincial 2026.',
  ),
  type: 'PDF',
  fileSize: 143_872,
  hasThumbnail: true,
  createdAt: '2026-01-05T14:00:00Z',
  updatedAt: '2026-01-12T09:30:00Z',
  markdownContent: t(
    `# Fee guide 2026

| Treatment | Fee |
|---|---:|
| Complete exam, new patient | $120 |
| Cleaning (per 15-minute unit) | $58 |
| Bitewing X-rays (2) | $42 |
| White filling, one surface | $145 |
| In-office whitening | $450 |

Fees may vary with the complexity of the case. We bill most insurers directly.`,
    `# Guide des honoraires 2026

| Traitement | Honoraires |
|---|---:|
| Examen complet, nouveau patient | 120 $ |
| Nettoyage (par unité de 15 minutes) | 58 $ |
| Radiographies interproximales (2) | 42 $ |
| Obturation blanche, une surface | 145 $ |
| Blanchiment en clinique | 450 $ |

Les honoraires peuvent varier selon la complexité du cas. Nous facturons directement la plupart des assureurs.`,
  ),
  seoTitle: t('Dental fees in Gatineau, 2026', 'Honoraires dentaires à Gatineau, 2026'),
  seoDescription: t(
    'What an exam, a cleaning or a filling costs at our Gatineau clinic.',
    'Ce que coûtent un examen, un nettoyage ou une obturation à notre clinique de Gatineau.',
  ),
  seoKeywords: [t('dental fees', 'honoraires dentaires'), same('Gatineau')],
});
feeGuide.jsonLd = documentJsonLd(feeGuide);

const waitingRoom = documentSeed({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  label: t('Our waiting room', 'Notre salle d’attente'),
  type: 'IMAGE',
  createdAt: '2025-05-20T13:00:00Z',
  updatedAt: '2025-05-20T13:00:00Z',
  seoTitle: t(
    'Waiting room of the Allumettières dental clinic',
    'Salle d’attente de la Clinique dentaire des Allumettières',
  ),
});
waitingRoom.jsonLd = documentJsonLd(waitingRoom);

export const cliniqueDentaireAllumettieres: BusinessSeed = {
  businessName: 'Clinique dentaire des Allumettières',
  slug,
  website: 'https://cliniquedentaire-allumettieres.example',
  description: t(
    'General and family dentistry in Gatineau’s Hull sector: exams, cleanings, fillings, whitening and emergencies, with evening hours.',
    'Dentisterie générale et familiale dans le secteur Hull de Gatineau : examens, nettoyages, obturations, blanchiment et urgences, avec des heures en soirée.',
  ),
  hasLogo: false,
  email: 'rendezvous@cliniquedentaire-allumettieres.example',
  phone: '+1 819-555-0163',
  legalName: 'Clinique dentaire des Allumettières S.E.N.C.',
  primaryLanguage: 'fr',
  locations: [
    {
      address: '180 boulevard des Allumettières, bureau 204',
      city: 'Gatineau',
      postal_code: 'J8X 1N6',
      country: CANADA,
    },
  ],
  areas: [same('Hull'), same('Gatineau'), same('Outaouais')],
  category: t('Dental clinic', 'Clinique dentaire'),
  tags: [
    t('family dentistry', 'dentisterie familiale'),
    t('emergencies', 'urgences'),
    t('whitening', 'blanchiment'),
  ],
  mdContent: t(
    `## Care for the whole family

Three dentists and four hygienists. New patients are seen within **two weeks**; emergencies the same day.

**Hours:** Monday to Thursday 8 a.m.–8 p.m., Friday 8 a.m.–4 p.m.

We bill most insurers directly and accept the Canadian Dental Care Plan.`,
    `## Des soins pour toute la famille

Trois dentistes et quatre hygiénistes. Les nouveaux patients sont vus en **moins de deux semaines**; les urgences, le jour même.

**Heures :** du lundi au jeudi de 8 h à 20 h, le vendredi de 8 h à 16 h.

Nous facturons directement la plupart des assureurs et acceptons le Régime canadien de soins dentaires.`,
  ),
  updatedAt: '2026-01-12T09:30:00Z',
  businessTypes: [{ id: 'dentist', label: t('Dentist', 'Dentiste') }],
  visibility: 'PUBLIC',
  isVerified: true,
  content: {
    articles: [
      {
        slug: 'whitening-in-office-or-at-home',
        title: t(
          'Whitening: in the chair or at home?',
          'Blanchiment : au fauteuil ou à la maison?',
        ),
        description: t(
          'Two ways to whiten, what each costs, and who should skip both.',
          'Deux façons de blanchir, ce que chacune coûte, et qui devrait s’abstenir.',
        ),
        publishedDate: '2025-11-18T14:00:00Z',
        updatedAt: '2025-11-18T14:00:00Z',
        keywords: t(
          'teeth whitening, dentist, Gatineau',
          'blanchiment des dents, dentiste, Gatineau',
        ),
        content: t(
          `Whitening works on natural enamel only; crowns and fillings keep their colour[^crowns].

| | In the chair | Take-home trays |
|---|---|---|
| Time | one 90-minute visit | 2 weeks, 30 min a day |
| Result | 3–6 shades | 2–4 shades |
| Sensitivity | more likely | less likely |
| Price | $450 | $295 |

**Skip whitening** if you are pregnant, have untreated cavities or receding gums. Ask at your next cleaning.

[^crowns]: A crown placed after whitening can be matched to the new shade.`,
          `Le blanchiment n'agit que sur l'émail naturel; couronnes et obturations gardent leur couleur[^crowns].

| | Au fauteuil | Gouttières à la maison |
|---|---|---|
| Durée | une visite de 90 minutes | 2 semaines, 30 min par jour |
| Résultat | 3 à 6 teintes | 2 à 4 teintes |
| Sensibilité | plus probable | moins probable |
| Prix | 450 $ | 295 $ |

**Évitez le blanchiment** si vous êtes enceinte, si vous avez des caries non traitées ou des gencives qui se rétractent. Parlez-en à votre prochain nettoyage.

[^crowns]: Une couronne posée après le blanchiment peut être assortie à la nouvelle teinte.`,
        ),
      },
    ],
    faq: {
      updatedAt: '2025-12-01T15:00:00Z',
      categories: [],
      uncategorizedQuestions: [
        {
          question: t('Do you take new patients?', 'Acceptez-vous de nouveaux patients?'),
          response: t(
            'Yes. Book online or call us; the first exam takes about an hour.',
            'Oui. Prenez rendez-vous en ligne ou appelez-nous; le premier examen dure environ une heure.',
          ),
        },
        {
          question: t('What counts as an emergency?', 'Qu’est-ce qu’une urgence?'),
          response: t(
            'Pain that wakes you up, swelling, a broken tooth or a lost filling. Call at **8 a.m.** for a same-day slot.',
            'Une douleur qui vous réveille, une enflure, une dent cassée ou une obturation perdue. Appelez dès **8 h** pour une place le jour même.',
          ),
        },
        {
          question: t('Is there parking?', 'Y a-t-il du stationnement?'),
          response: t(
            'Free underground parking for patients; take the Laurier Street entrance.',
            'Stationnement souterrain gratuit pour les patients; entrée par la rue Laurier.',
          ),
        },
      ],
    },
    reviews: reviewsFrom([
      [
        'Chantal Lalonde',
        5,
        'Équipe rassurante',
        'J’ai une peur bleue du dentiste et on a pris le temps de tout m’expliquer.',
        '2025-12-10T19:00:00Z',
      ],
      [
        'Michael Grant',
        4,
        'Evening hours help',
        'Being able to book at 6:30 p.m. is why I switched. Cleaning was thorough.',
        '2025-11-21T23:15:00Z',
      ],
      [
        'Nicole Charron',
        4.5,
        'Urgence bien gérée',
        'Dent cassée un lundi matin, soignée à 11 h. Merci!',
        '2025-10-06T16:40:00Z',
      ],
      [
        'Étienne Larocque',
        2,
        'Facturation confuse',
        'Mon assurance a été facturée deux fois. Réglé, mais après trois appels.',
        '2025-08-19T14:25:00Z',
      ],
      [
        'Aisha Mohamed',
        5,
        'Great with kids',
        'My six-year-old now asks when her next cleaning is. Miracle.',
        '2025-06-30T13:50:00Z',
      ],
      [
        'Denis Ménard',
        3.5,
        'Bien, mais attente',
        '20 minutes d’attente malgré le rendez-vous. Le soin était bien fait.',
        '2025-04-14T18:05:00Z',
      ],
      [
        'Jessica Lam',
        4.5,
        'Whitening worked',
        'Went for in-office whitening, four shades lighter, little sensitivity.',
        '2025-02-02T20:30:00Z',
      ],
    ]),
    catalog: [
      catalogItem(slug, {
        itemSlug: 'new-patient-exam',
        label: t('New patient exam', 'Examen nouveau patient'),
        description: t(
          'Complete exam, two X-rays and a treatment plan.',
          'Examen complet, deux radiographies et plan de traitement.',
        ),
        itemType: 'SERVICE',
        unitPrice: 162,
        unitMeasure: t('visit', 'visite'),
        image: itemImage('dental-exam'),
        tags: [t('exam', 'examen')],
        attributes: { durationMinutes: 60, insuranceBilling: true },
      }),
      catalogItem(slug, {
        itemSlug: 'teeth-whitening',
        label: t('Teeth whitening', 'Blanchiment des dents'),
        description: t(
          'In the chair in 90 minutes, or with custom trays at home.',
          'Au fauteuil en 90 minutes, ou à la maison avec des gouttières sur mesure.',
        ),
        itemType: 'SERVICE',
        unitPrice: 295,
        unitMeasure: t('treatment', 'traitement'),
        image: itemImage('teeth-whitening'),
        tags: [t('whitening', 'blanchiment'), t('cosmetic', 'esthétique')],
        attributes: {
          options: [t('in-office', 'au fauteuil'), t('take-home trays', 'gouttières à la maison')],
          priceFrom: 295,
          priceTo: 450,
        },
        additionalImages: [
          itemImage('teeth-whitening-trays'),
          itemImage('teeth-whitening-shade-guide'),
        ],
        mdContent: t(
          'Two ways to a brighter smile. Both start with a cleaning and a shade reading so you can see the difference.',
          'Deux façons d’éclaircir votre sourire. Les deux commencent par un nettoyage et une prise de teinte pour mesurer la différence.',
        ),
        fullUrl: 'https://cliniquedentaire-allumettieres.example/soins/blanchiment',
        enrichment: {
          faq: [
            {
              question: t('Does whitening hurt?', 'Le blanchiment fait-il mal?'),
              answer: t(
                'It can cause a few days of sensitivity; a desensitizing gel helps.',
                'Il peut causer quelques jours de sensibilité; un gel désensibilisant aide.',
              ),
            },
            {
              question: t('How long does it last?', 'Combien de temps cela dure-t-il?'),
              answer: t(
                'One to three years, depending on coffee, tea and tobacco.',
                'D’un à trois ans, selon le café, le thé et le tabac.',
              ),
            },
          ],
          comparison: {
            caption: t(
              'In-office and take-home whitening',
              'Blanchiment au fauteuil et à la maison',
            ),
            columns: [
              t('Option', 'Option'),
              t('Time', 'Durée'),
              t('Shades', 'Teintes'),
              t('Price', 'Prix'),
            ],
            rows: [
              [t('In the chair', 'Au fauteuil'), t('90 min', '90 min'), '3–6', 450],
              [t('Take-home trays', 'Gouttières'), t('2 weeks', '2 semaines'), '2–4', 295],
            ],
          },
          summary: t(
            'Professional whitening at a Gatineau clinic, from $295 (trays) to $450 (in-office).',
            'Blanchiment professionnel dans une clinique de Gatineau, de 295 $ (gouttières) à 450 $ (au fauteuil).',
          ),
        },
      }),
      catalogItem(slug, {
        itemSlug: 'emergency-visit',
        label: t('Emergency visit', 'Visite d’urgence'),
        description: t(
          'Same-day care for pain, swelling or a broken tooth.',
          'Soins le jour même pour une douleur, une enflure ou une dent cassée.',
        ),
        itemType: 'SERVICE',
        unitPrice: null,
        tags: [t('emergencies', 'urgences')],
        attributes: { sameDay: true, callFrom: '08:00' },
        enrichment: {
          faq: [
            {
              question: t(
                'What should I do with a knocked-out tooth?',
                'Que faire d’une dent expulsée?',
              ),
              answer: t(
                'Keep it in milk and come in within the hour.',
                'Gardez-la dans du lait et venez dans l’heure.',
              ),
            },
          ],
        },
      }),
      catalogItem(slug, {
        itemSlug: 'night-guard',
        label: t('Custom night guard', 'Protège-dents de nuit sur mesure'),
        description: null,
        itemType: 'PRODUCT',
        unitPrice: 525,
        unitMeasure: t('guard', 'protège-dents'),
        tags: null,
      }),
    ],
    documents: [feeGuide, waitingRoom],
  },
};
