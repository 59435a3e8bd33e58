import type { BusinessSeed } from '../../types';
import { CANADA, documentJsonLd, documentSeed, reviewsFrom, same, t } from '../helpers';
import { rideauCatalog } from './quincaillerie-rideau-hardware-catalog';

/**
 * An English-first Ottawa hardware store: the 36-item catalog for paging, type filtering and
 * accented search; a FAQ with categories only; three documents (one with every nullable field
 * null) for document paging.
 */
const slug = 'quincaillerie-rideau-hardware';

const springFlyer = documentSeed({
  id: '6a0d3c51-2e8f-4b17-9c6a-74d2e1f0a935',
  slug: 'spring-flyer-2026',
  label: t('Spring 2026 flyer', 'Circulaire du printemps 2026'),
  description: t(
    'Deck, garden and paint specials from March 20 to April 30.',
    'Aubaines terrasse, jardin et peinture du 20 mars au 30 avril.',
  ),
  type: 'PDF',
  fileSize: 2_457_600,
  hasThumbnail: true,
  createdAt: '2026-03-01T14:00:00Z',
  updatedAt: '2026-03-05T10:30:00Z',
  markdownContent: t(
    `# Spring 2026 flyer

Valid **March 20 to April 30, 2026** at both stores.

## Deck season

- Deck stain, cedar tone, 3.78 L — ~~$54.99~~ **$44.99**
- 18 V impact driver — ~~$149~~ **$119**
- Galvanized nails 2½" (1 kg) — $9.99

## Garden

- Garden hose, 30 m — back in stock April 1
- Free deck-building clinic, April 18 (Orléans)

*While quantities last. Prices in Canadian dollars, taxes extra.*`,
    `# Circulaire du printemps 2026

En vigueur **du 20 mars au 30 avril 2026** dans les deux magasins.

## Saison des terrasses

- Teinture pour terrasse, ton cèdre, 3,78 L — ~~54,99 $~~ **44,99 $**
- Visseuse à percussion 18 V — ~~149 $~~ **119 $**
- Clous galvanisés 2 ½ po (1 kg) — 9,99 $

## Jardin

- Tuyau d'arrosage, 30 m — de retour le 1er avril
- Atelier gratuit de construction de terrasse, 18 avril (Orléans)

*Jusqu'à épuisement des stocks. Prix en dollars canadiens, taxes en sus.*`,
  ),
  seoTitle: t(
    'Rideau Hardware spring 2026 flyer',
    'Circulaire du printemps 2026 de la Quincaillerie Rideau',
  ),
  seoDescription: t(
    'Deck, garden and paint specials in Ottawa and Orléans.',
    'Aubaines terrasse, jardin et peinture à Ottawa et Orléans.',
  ),
  seoKeywords: [t('flyer', 'circulaire'), t('deck stain', 'teinture terrasse'), same('Ottawa')],
});
springFlyer.jsonLd = documentJsonLd(springFlyer, { numberOfPages: 4 });

const rentalAgreement = documentSeed({
  id: '0c9b8a71-3d2e-4f5a-b6c7-d8e9f0a1b2c3',
  slug: 'tool-rental-agreement',
  label: t('Tool rental agreement', 'Contrat de location d’outils'),
  description: t(
    'Terms for every rental: deposit, late fees, damage.',
    'Conditions de toute location : dépôt, frais de retard, bris.',
  ),
  type: 'PDF',
  fileSize: 98_304,
  hasThumbnail: false,
  createdAt: '2024-05-10T15:00:00Z',
  updatedAt: '2025-01-08T09:00:00Z',
  markdownContent: t(
    `# Tool rental agreement

1. A deposit is held on a credit card for the length of the rental.
2. Tools are due back by closing time on the return date; each late day is billed at the daily rate.
3. Blades and bits are charged by wear, measured at return.
4. Damage beyond normal wear is charged at repair cost, up to the tool's replacement value.

Questions: rentals@rideau-hardware.example`,
    `# Contrat de location d'outils

1. Un dépôt est retenu sur une carte de crédit pour la durée de la location.
2. Les outils doivent être rendus avant la fermeture à la date de retour; chaque jour de retard est facturé au tarif quotidien.
3. Les lames et mèches sont facturées selon l'usure, mesurée au retour.
4. Les bris au-delà de l'usure normale sont facturés au coût de réparation, jusqu'à la valeur de remplacement.

Questions : rentals@rideau-hardware.example`,
  ),
  seoTitle: t('Tool rental terms', 'Conditions de location d’outils'),
  seoDescription: null,
  seoKeywords: [t('tool rental', 'location d’outils')],
});
rentalAgreement.jsonLd = documentJsonLd(rentalAgreement);

// Every nullable field null: the document a client has the least to show for.
const oldFlyer = documentSeed({
  id: 'e4f5a6b7-c8d9-4e0f-a1b2-c3d4e5f60718',
  label: t('Winter 2024 flyer (archived)', 'Circulaire de l’hiver 2024 (archives)'),
  type: 'PDF',
  createdAt: '2023-11-20T14:00:00Z',
  updatedAt: '2023-11-20T14:00:00Z',
});

export const quincaillerieRideauHardware: BusinessSeed = {
  businessName: 'Quincaillerie Rideau Hardware',
  slug,
  website: 'https://rideau-hardware.example',
  description: t(
    'Family-owned hardware store on Rideau Street since 1987: tools, paint, plumbing, electrical, key cutting and tool rental, with service in English and French.',
    'Quincaillerie familiale de la rue Rideau depuis 1987 : outils, peinture, plomberie, électricité, taille de clés et location d’outils, avec service en français et en anglais.',
  ),
  hasLogo: true,
  email: 'service@rideau-hardware.example',
  phone: '+1 613-555-0187',
  legalName: 'Rideau Hardware Ltd. / Quincaillerie Rideau ltée',
  primaryLanguage: 'en',
  locations: [
    { address: '412 Rideau Street', city: 'Ottawa', postal_code: 'K1N 5Y8', country: CANADA },
    {
      address: '2250 St. Joseph Boulevard',
      city: 'Ottawa',
      postal_code: 'K1C 1E7',
      country: CANADA,
    },
  ],
  areas: [
    t('Lowertown', 'Basse-Ville'),
    same('Sandy Hill'),
    same('Orléans'),
    t('Eastern Ottawa', 'Est d’Ottawa'),
  ],
  category: t('Hardware store', 'Quincaillerie'),
  tags: [
    t('tools', 'outils'),
    t('paint', 'peinture'),
    t('tool rental', 'location d’outils'),
    t('key cutting', 'taille de clés'),
  ],
  mdContent: t(
    `## Two stores, one counter

Our **Rideau Street** store serves Lowertown and Sandy Hill; the **Orléans** store has the garden centre and the rental counter.

- Paint tinted while you wait, any brand's colour
- Keys cut, screens repaired, propane exchanged
- Contractor accounts with monthly billing

Bilingual service in both stores — *service bilingue dans nos deux magasins*.`,
    `## Deux magasins, un seul comptoir

Notre magasin de la **rue Rideau** dessert la Basse-Ville et la Côte-de-Sable; celui d'**Orléans** abrite le centre de jardin et le comptoir de location.

- Peinture teintée sur-le-champ, à la couleur de n'importe quelle marque
- Clés taillées, moustiquaires réparées, propane échangé
- Comptes entrepreneurs avec facturation mensuelle

Service bilingue dans nos deux magasins — *bilingual service in both stores*.`,
  ),
  updatedAt: '2026-03-05T10:30:00Z',
  businessTypes: [
    { id: 'hardware-store', label: t('Hardware store', 'Quincaillerie') },
    { id: 'tool-rental', label: t('Tool rental', 'Location d’outils') },
  ],
  visibility: 'PUBLIC',
  isVerified: true,
  content: {
    articles: [
      {
        slug: 'winterize-your-home-checklist',
        title: t(
          'Winterize your home: a weekend checklist',
          'Préparer la maison pour l’hiver : la liste du week-end',
        ),
        description: t(
          'Ten jobs that keep the heat in and the pipes whole, in the order we would do them.',
          'Dix travaux pour garder la chaleur et protéger la tuyauterie, dans l’ordre où nous les ferions.',
        ),
        publishedDate: '2025-10-15T13:00:00Z',
        updatedAt: '2025-10-20T09:00:00Z',
        keywords: t(
          'winterize, weatherstripping, insulation, Ottawa',
          'hivernisation, coupe-froid, isolation, Ottawa',
        ),
        content: t(
          `Ottawa winters punish drafty houses. This is the list our staff run through at home every October.

## Saturday

- [x] Replace worn **weatherstripping** on exterior doors
- [x] Shrink-film the single-pane windows
- [ ] Drain and shut off outdoor faucets
- [ ] Clean the eavestroughs

## Sunday

- [ ] Test smoke and CO detectors (and write the date on them)
- [ ] Service the snowblower — or book our tune-up
- [ ] Put the roof rake where you can reach it

| Job | Time | Rough cost |
|---|---:|---:|
| Weatherstripping, 3 doors | 1 h | $27 |
| Window film, 5 windows | 2 h | $15 |
| Snowblower tune-up | — | $79.99 |

Not sure which weatherstripping fits? Bring a piece to the counter or see https://rideau-hardware.example/en/help/weatherstripping.`,
          `Les hivers d'Ottawa ne pardonnent pas aux maisons mal isolées. Voici la liste que notre équipe suit chez elle chaque octobre.

## Samedi

- [x] Remplacer le **coupe-froid** usé des portes extérieures
- [x] Poser la pellicule isolante sur les fenêtres simples
- [ ] Vidanger et fermer les robinets extérieurs
- [ ] Nettoyer les gouttières

## Dimanche

- [ ] Tester les détecteurs de fumée et de CO (et y inscrire la date)
- [ ] Entretenir la souffleuse — ou réserver notre mise au point
- [ ] Ranger le râteau à toiture à portée de main

| Travail | Durée | Coût approximatif |
|---|---:|---:|
| Coupe-froid, 3 portes | 1 h | 27 $ |
| Pellicule, 5 fenêtres | 2 h | 15 $ |
| Mise au point de souffleuse | — | 79,99 $ |

Vous hésitez sur le coupe-froid? Apportez un morceau au comptoir ou consultez https://rideau-hardware.example/fr/aide/coupe-froid.`,
        ),
      },
    ],
    faq: {
      updatedAt: '2025-11-02T15:00:00Z',
      categories: [
        {
          name: t('Tool rental', 'Location d’outils'),
          questions: [
            {
              question: t('What do I need to rent a tool?', 'Que faut-il pour louer un outil?'),
              response: t(
                'Photo ID and a credit card for the deposit. See the *tool rental agreement* in our documents.',
                'Une pièce d’identité avec photo et une carte de crédit pour le dépôt. Voyez le *contrat de location* dans nos documents.',
              ),
            },
            {
              question: t('Can I reserve a rental?', 'Peut-on réserver une location?'),
              response: t(
                'Yes, up to two weeks ahead, by phone at the Orléans store.',
                'Oui, jusqu’à deux semaines à l’avance, par téléphone au magasin d’Orléans.',
              ),
            },
          ],
        },
        {
          name: t('Returns', 'Retours'),
          questions: [
            {
              question: t('What is your return policy?', 'Quelle est votre politique de retour?'),
              response: t(
                '30 days with the receipt, unopened. Tinted paint cannot be returned.',
                '30 jours avec la facture, emballage non ouvert. La peinture teintée n’est ni reprise ni échangée.',
              ),
            },
          ],
        },
      ],
      uncategorizedQuestions: [],
    },
    reviews: reviewsFrom([
      [
        'Patrick Doyle',
        5,
        'Real hardware store',
        'Staff who actually know plumbing. Walked me through a shut-off valve repair.',
        '2025-11-08T16:20:00Z',
      ],
      [
        'Sylvie Charbonneau',
        4.5,
        'Service en français impeccable',
        'Enfin une quincaillerie au centre-ville où l’on me sert en français sans hésiter.',
        '2025-10-22T14:05:00Z',
      ],
      [
        'Raj Patel',
        4,
        'Good rental counter',
        'Rented the tile saw for a weekend. Clean, sharp blade, fair deposit.',
        '2025-09-30T11:45:00Z',
      ],
      [
        'Heather Brooks',
        3,
        'Parking is tough',
        'Great store but parking on Rideau is a nightmare. The Orléans store is easier.',
        '2025-08-14T17:10:00Z',
      ],
      [
        'Marc-André Séguin',
        5,
        'Clés parfaites',
        'Trois clés taillées en cinq minutes, toutes fonctionnent du premier coup.',
        '2025-07-03T12:30:00Z',
      ],
      [
        'Linda Zhao',
        1.5,
        'Out of stock again',
        'Third visit for the garden hose, still not in. Call before you go.',
        '2025-06-01T15:55:00Z',
      ],
    ]),
    catalog: rideauCatalog,
    documents: [springFlyer, rentalAgreement, oldFlyer],
  },
};
