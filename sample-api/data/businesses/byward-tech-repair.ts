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
 * An English-first Ottawa repair shop run by a sole proprietor (no legal name): a blog with a
 * fenced shell script, autolinks and a task list; SERVICE, PRODUCT and OTHER items; decimal
 * ratings; and an IMAGE as its only document.
 */
const slug = 'byward-tech-repair';

const priceBoard = documentSeed({
  id: '2f3e4d5c-6b7a-4989-8a7b-6c5d4e3f2a1b',
  slug: 'repair-price-board',
  label: t('Repair price board', 'Tableau des prix de réparation'),
  description: t(
    'The price board above our counter, photographed.',
    'Le tableau des prix au-dessus de notre comptoir, en photo.',
  ),
  type: 'IMAGE',
  fileSize: 230_400,
  hasThumbnail: true,
  createdAt: '2025-08-01T16:00:00Z',
  updatedAt: '2025-08-01T16:00:00Z',
  seoTitle: t('ByWard Tech Repair prices', 'Prix de ByWard Tech Repair'),
  seoDescription: t(
    'Screen, battery and laptop repair prices in the ByWard Market.',
    'Prix des réparations d’écrans, de piles et de portables au marché By.',
  ),
  seoKeywords: [t('phone repair', 'réparation de téléphone'), same('ByWard Market')],
});
priceBoard.jsonLd = documentJsonLd(priceBoard, { width: 1600, height: 900 });

export const bywardTechRepair: BusinessSeed = {
  businessName: 'ByWard Tech Repair',
  slug,
  website: 'https://bywardtechrepair.example',
  description: t(
    'Phone, tablet and laptop repair in the ByWard Market: screens and batteries while you wait, data recovery, refurbished laptops.',
    'Réparation de téléphones, tablettes et portables au marché By : écrans et piles sur-le-champ, récupération de données, portables remis à neuf.',
  ),
  hasLogo: true,
  email: 'fix@bywardtechrepair.example',
  phone: '+1 613-555-0134',
  legalName: null,
  primaryLanguage: 'en',
  locations: [
    {
      address: '55 ByWard Market Square, Unit 2',
      city: 'Ottawa',
      postal_code: 'K1N 9C3',
      country: CANADA,
    },
  ],
  areas: [t('ByWard Market', 'Marché By'), t('Downtown Ottawa', 'Centre-ville d’Ottawa')],
  category: t('Electronics repair', 'Réparation d’électronique'),
  tags: [
    t('phone repair', 'réparation de téléphones'),
    t('laptops', 'portables'),
    t('data recovery', 'récupération de données'),
  ],
  mdContent: t(
    `## Fixed today, or it's free

Most screen and battery jobs take **under an hour**. If we quote same-day and miss it, the repair is on us.

- 90-day warranty on parts and labour
- We never need your passcode for a screen job`,
    `## Réparé aujourd'hui, sinon c'est gratuit

La plupart des remplacements d'écran et de pile prennent **moins d'une heure**. Si nous promettons le jour même et échouons, la réparation est à nos frais.

- Garantie de 90 jours sur les pièces et la main-d'œuvre
- Jamais besoin de votre code pour un écran`,
  ),
  updatedAt: '2025-12-04T20:10:00Z',
  businessTypes: [
    { id: 'electronics-repair', label: t('Electronics repair', 'Réparation d’électronique') },
    { id: 'computer-store', label: t('Computer store', 'Magasin d’informatique') },
  ],
  visibility: 'PUBLIC',
  isVerified: true,
  content: {
    articles: [
      {
        slug: 'back-up-before-you-bring-it-in',
        title: t('Back up before you bring it in', 'Sauvegardez avant de nous l’apporter'),
        description: t(
          'A five-minute backup routine for macOS and Linux, and what we do with your data.',
          'Une routine de sauvegarde de cinq minutes pour macOS et Linux, et ce que nous faisons de vos données.',
        ),
        publishedDate: '2025-12-04T20:00:00Z',
        updatedAt: '2025-12-04T20:10:00Z',
        keywords: t(
          'backup, rsync, data recovery, laptop repair',
          'sauvegarde, rsync, récupération de données, réparation de portable',
        ),
        content: t(
          `Nine repairs out of ten never touch your files. The tenth is why you back up.

## The five-minute version

Plug in an external drive and run:

\`\`\`bash
#!/usr/bin/env bash
# Copy your home folder to the drive, keeping permissions and skipping caches.
set -euo pipefail
DEST="/Volumes/Backup/$(hostname)-$(date +%F)"
rsync -a --delete --exclude '.cache' --exclude 'Library/Caches' "$HOME/" "$DEST/"
echo "Backed up to $DEST"
\`\`\`

On Windows, use *File History* instead: Settings → System → Storage → Advanced storage settings → Backup options.

## Before you drop off your device

- [ ] Back up (see above)
- [ ] Turn off *Find My* / *Find My Device* for board-level repairs
- [x] Bring the charger
- [ ] Write down anything that already misbehaves

## What we do with your data

Nothing. We do not copy, browse or keep it. Our policy is at https://bywardtechrepair.example/privacy.`,
          `Neuf réparations sur dix ne touchent pas à vos fichiers. La dixième est la raison de sauvegarder.

## La version cinq minutes

Branchez un disque externe et lancez :

\`\`\`bash
#!/usr/bin/env bash
# Copie le dossier personnel sur le disque, en gardant les permissions et sans les caches.
set -euo pipefail
DEST="/Volumes/Backup/$(hostname)-$(date +%F)"
rsync -a --delete --exclude '.cache' --exclude 'Library/Caches' "$HOME/" "$DEST/"
echo "Sauvegardé dans $DEST"
\`\`\`

Sous Windows, utilisez plutôt l'*Historique des fichiers* : Paramètres → Système → Stockage → Paramètres de stockage avancés → Options de sauvegarde.

## Avant de déposer votre appareil

- [ ] Sauvegarder (voir plus haut)
- [ ] Désactiver *Localiser* pour les réparations de carte mère
- [x] Apporter le chargeur
- [ ] Noter ce qui fonctionnait déjà mal

## Ce que nous faisons de vos données

Rien. Nous ne les copions pas, ne les consultons pas et ne les gardons pas. Notre politique : https://bywardtechrepair.example/confidentialite.`,
        ),
      },
    ],
    faq: {
      updatedAt: '2025-08-01T16:00:00Z',
      categories: [
        {
          name: t('Repairs', 'Réparations'),
          questions: [
            {
              question: t('Do you use original parts?', 'Utilisez-vous des pièces d’origine?'),
              response: t(
                'When the maker sells them; otherwise high-grade parts, and we tell you which before we start.',
                'Quand le fabricant les vend; sinon des pièces de qualité supérieure, et nous vous le disons avant de commencer.',
              ),
            },
          ],
        },
        {
          name: t('Warranty', 'Garantie'),
          questions: [
            {
              question: t('How long is the warranty?', 'Quelle est la durée de la garantie?'),
              response: t(
                '90 days on parts and labour, not on accidental damage.',
                '90 jours sur les pièces et la main-d’œuvre, sauf les bris accidentels.',
              ),
            },
          ],
        },
      ],
      uncategorizedQuestions: [
        {
          question: t('Do I need an appointment?', 'Faut-il un rendez-vous?'),
          response: t(
            'No. Walk in; appointments only skip the line.',
            'Non. Passez sans rendez-vous; réserver permet seulement d’éviter la file.',
          ),
        },
      ],
    },
    reviews: reviewsFrom([
      [
        'Daniel Brooks',
        5,
        'Screen in 40 minutes',
        'Cracked iPhone screen, fixed during my lunch break. Price matched the board.',
        '2025-11-29T18:40:00Z',
      ],
      [
        'Léa Saint-Pierre',
        4.5,
        'Rapide et honnête',
        'On m’a dit que ma pile allait bien et qu’il ne fallait rien changer. Rare!',
        '2025-11-02T15:25:00Z',
      ],
      [
        'Gurpreet Singh',
        3.5,
        'Good, slightly pricey',
        'Quality work. About 15% more than the shop in Vanier.',
        '2025-09-17T21:10:00Z',
      ],
      [
        'Anna Kowalski',
        5,
        'Saved my thesis',
        'Laptop would not boot two days before my deadline. They recovered everything.',
        '2025-07-08T13:00:00Z',
      ],
      [
        'Jean-Sébastien Roy',
        1,
        'Écran défectueux',
        'Le nouvel écran a lâché après deux semaines. Remplacé sous garantie, mais deux allers-retours.',
        '2025-05-22T17:35:00Z',
      ],
      [
        'Tom Hughes',
        4,
        'Fair refurbished laptop',
        'Bought a refurbished ThinkPad. Runs great, battery could be better.',
        '2025-03-11T19:50:00Z',
      ],
      [
        'Mei Wong',
        4.5,
        'Friendly',
        'Explained everything and showed me the damaged part.',
        '2025-01-30T16:15:00Z',
      ],
      [
        'Hugo Desrosiers',
        2.5,
        'Attente plus longue que prévu',
        'Promis pour midi, prêt à 16 h. Au moins c’était gratuit, comme annoncé.',
        '2024-12-12T22:05:00Z',
      ],
    ]),
    catalog: [
      catalogItem(slug, {
        itemSlug: 'phone-screen-replacement',
        label: t('Phone screen replacement', 'Remplacement d’écran de téléphone'),
        description: t(
          'Most models in under an hour, 90-day warranty.',
          'La plupart des modèles en moins d’une heure, garantie de 90 jours.',
        ),
        itemType: 'SERVICE',
        unitPrice: 129,
        unitMeasure: t('repair, from', 'réparation, à partir de'),
        image: itemImage('phone-screen'),
        tags: [t('screens', 'écrans')],
        attributes: {
          warrantyDays: 90,
          typicalMinutes: 45,
          models: ['iPhone 12–16', 'Pixel 6–9', 'Galaxy S21–S24'],
        },
        fullUrl: 'https://bywardtechrepair.example/screens',
        enrichment: {
          comparison: {
            caption: t('Screen grades', 'Qualités d’écran'),
            columns: [t('Grade', 'Qualité'), t('Brightness', 'Luminosité'), t('Price', 'Prix')],
            rows: [
              [t('Original', 'D’origine'), '100%', 229],
              [t('Premium', 'Supérieure'), '95%', 169],
              [t('Standard', 'Standard'), '85%', 129],
            ],
          },
        },
      }),
      catalogItem(slug, {
        itemSlug: 'laptop-data-recovery',
        label: t('Data recovery', 'Récupération de données'),
        description: t(
          'From failed drives and dead laptops. No data, no charge.',
          'Sur disques défaillants et portables morts. Pas de données, pas de frais.',
        ),
        itemType: 'SERVICE',
        unitPrice: null,
        tags: [t('data recovery', 'récupération de données')],
        attributes: { diagnosticFee: 0, noDataNoCharge: true },
      }),
      catalogItem(slug, {
        itemSlug: 'refurbished-thinkpad-t480',
        label: t('Refurbished ThinkPad T480', 'ThinkPad T480 remis à neuf'),
        description: t(
          'Core i5, 16 GB RAM, 512 GB SSD, new battery, 1-year warranty.',
          'Core i5, 16 Go de RAM, SSD de 512 Go, pile neuve, garantie d’un an.',
        ),
        itemType: 'PRODUCT',
        unitPrice: 449,
        unitMeasure: t('each', 'unité'),
        image: itemImage('thinkpad-t480'),
        brand: 'Lenovo',
        tags: [t('refurbished', 'remis à neuf'), t('laptops', 'portables')],
        attributes: {
          cpu: 'Intel Core i5-8350U',
          ramGigabytes: 16,
          storageGigabytes: 512,
          keyboard: t('bilingual Canadian', 'canadien bilingue'),
        },
        additionalImages: [itemImage('thinkpad-t480-open')],
        mdContent: t(
          '| Spec | Value |\n|---|---|\n| CPU | Core i5-8350U |\n| RAM | 16 GB |\n| SSD | 512 GB NVMe |\n| Screen | 14" 1080p |',
          '| Caractéristique | Valeur |\n|---|---|\n| Processeur | Core i5-8350U |\n| Mémoire | 16 Go |\n| SSD | 512 Go NVMe |\n| Écran | 14 po 1080p |',
        ),
      }),
      catalogItem(slug, {
        itemSlug: 'e-waste-drop-off',
        label: t('E-waste drop-off', 'Dépôt de déchets électroniques'),
        description: t(
          'Bring old phones, cables and batteries; we send them to a certified recycler.',
          'Apportez vieux téléphones, câbles et piles; nous les confions à un recycleur certifié.',
        ),
        itemType: 'OTHER',
        unitPrice: 0,
        tags: [t('recycling', 'recyclage')],
      }),
    ],
    documents: [priceBoard],
  },
};
