import type { BusinessSeed } from '../../types';
import { CANADA, catalogItem, documentJsonLd, documentSeed, itemImage, same, t } from '../helpers';
import { boulangerieReviews } from './boulangerie-du-plateau-reviews';

/**
 * The showcase: a French-first Montréal bakery that uses nearly every field. Three locations,
 * 48 reviews (the paging case), a FAQ with categories and loose questions, GFM-heavy blog
 * articles, an EVENT with a start date, an OFFER, an unavailable product, a PDF and an image.
 */
const slug = 'boulangerie-du-plateau';

const breadMenu = documentSeed({
  id: '3f1c2a8e-5b7d-4c9e-8a41-2d6f0b9e7c13',
  slug: 'bread-menu-fall-2025',
  label: t('Bread menu — fall 2025', 'Carte des pains — automne 2025'),
  description: t(
    'Every bread, viennoiserie and price for the fall 2025 season, with allergens.',
    'Tous les pains, viennoiseries et prix de la saison automne 2025, avec les allergènes.',
  ),
  type: 'PDF',
  fileSize: 184_320,
  hasThumbnail: true,
  createdAt: '2025-09-02T13:00:00Z',
  updatedAt: '2025-10-14T09:20:00Z',
  markdownContent: t(
    `# Bread menu — fall 2025

*Boulangerie du Plateau · 4521 rue Saint-Denis, Montréal*

## Breads

| Bread | Weight | Price | Allergens |
|---|---:|---:|---|
| Country sourdough | 800 g | $7.50 | wheat |
| Baguette | 250 g | $3.75 | wheat |
| Whole-spelt loaf | 700 g | $8.25 | spelt |
| Rye and caraway | 750 g | $8.00 | rye, wheat |

## Viennoiseries

| Item | Price | Allergens |
|---|---:|---|
| Butter croissant | $3.25 | wheat, milk |
| Chocolatine | $3.75 | wheat, milk, soy |
| Maple danish | $4.25 | wheat, milk, egg |

Prices include taxes where applicable. Orders of a dozen or more: call 24 hours ahead.`,
    `# Carte des pains — automne 2025

*Boulangerie du Plateau · 4521, rue Saint-Denis, Montréal*

## Pains

| Pain | Poids | Prix | Allergènes |
|---|---:|---:|---|
| Miche de campagne au levain | 800 g | 7,50 $ | blé |
| Baguette | 250 g | 3,75 $ | blé |
| Pain d'épeautre intégral | 700 g | 8,25 $ | épeautre |
| Seigle et carvi | 750 g | 8,00 $ | seigle, blé |

## Viennoiseries

| Article | Prix | Allergènes |
|---|---:|---|
| Croissant au beurre | 3,25 $ | blé, lait |
| Chocolatine | 3,75 $ | blé, lait, soya |
| Danoise à l'érable | 4,25 $ | blé, lait, œuf |

Taxes incluses s'il y a lieu. Commandes d'une douzaine ou plus : appelez 24 heures à l'avance.`,
  ),
  seoTitle: t(
    'Boulangerie du Plateau bread menu and prices, fall 2025',
    'Carte et prix des pains de la Boulangerie du Plateau, automne 2025',
  ),
  seoDescription: t(
    'Sourdough breads, baguettes and viennoiseries with weights, prices and allergens.',
    'Pains au levain, baguettes et viennoiseries : poids, prix et allergènes.',
  ),
  seoKeywords: [
    t('sourdough', 'levain'),
    t('bread prices', 'prix du pain'),
    t('Montréal bakery', 'boulangerie Montréal'),
  ],
});
breadMenu.jsonLd = documentJsonLd(breadMenu, { numberOfPages: 2 });

const storefront = documentSeed({
  id: 'b7e4d1c2-9a3f-4e6b-8c5d-1f2a3b4c5d6e',
  slug: 'storefront-saint-denis',
  label: t('Storefront on rue Saint-Denis', 'Devanture de la rue Saint-Denis'),
  description: t(
    'The Saint-Denis shop on a winter morning.',
    'La boutique Saint-Denis un matin d’hiver.',
  ),
  type: 'IMAGE',
  fileSize: 96_512,
  hasThumbnail: true,
  createdAt: '2024-12-18T15:45:00Z',
  updatedAt: '2024-12-18T15:45:00Z',
  seoTitle: t('Boulangerie du Plateau storefront', 'Devanture de la Boulangerie du Plateau'),
  seoDescription: t(
    'Photo of the bakery on rue Saint-Denis in Montréal.',
    'Photo de la boulangerie, rue Saint-Denis à Montréal.',
  ),
  seoKeywords: [t('storefront', 'devanture'), same('Plateau-Mont-Royal')],
});
storefront.jsonLd = documentJsonLd(storefront, {
  width: 1200,
  height: 800,
  caption: storefront.description,
});

export const boulangerieDuPlateau: BusinessSeed = {
  businessName: 'Boulangerie du Plateau',
  slug,
  website: 'https://boulangerie-du-plateau.example',
  description: t(
    "Neighbourhood sourdough bakery in Montréal's Plateau-Mont-Royal, baking naturally leavened breads and viennoiseries from Québec-grown grain since 2009.",
    'Boulangerie de quartier du Plateau-Mont-Royal, à Montréal : pains au levain naturel et viennoiseries à base de grains du Québec depuis 2009.',
  ),
  hasLogo: true,
  email: 'bonjour@boulangerie-du-plateau.example',
  phone: '+1 514-555-0142',
  legalName: 'Boulangerie du Plateau inc.',
  primaryLanguage: 'fr',
  locations: [
    { address: '4521 rue Saint-Denis', city: 'Montréal', postal_code: 'H2J 2L4', country: CANADA },
    {
      address: '5280 boulevard Saint-Laurent',
      city: 'Montréal',
      postal_code: 'H2T 1S1',
      country: CANADA,
    },
    { address: '4150 rue Wellington', city: 'Montréal', postal_code: 'H4G 1V7', country: CANADA },
  ],
  areas: [
    same('Plateau-Mont-Royal'),
    same('Mile End'),
    same('Verdun'),
    t('Greater Montréal', 'Grand Montréal'),
  ],
  category: t('Bakery', 'Boulangerie'),
  tags: [
    t('sourdough', 'levain'),
    t('organic flour', 'farine biologique'),
    same('viennoiseries'),
    t('local grain', 'grains locaux'),
  ],
  mdContent: t(
    `## Our bakery

We mill part of our flour ourselves from **Québec-grown wheat, spelt and rye**, and every loaf rises slowly on a natural starter for at least 18 hours.

### Opening hours

| Day | Saint-Denis | Mile End | Verdun |
|---|---|---|---|
| Monday | closed | 7:00–15:00 | closed |
| Tuesday–Friday | 7:00–19:00 | 7:00–18:00 | 7:30–18:00 |
| Saturday–Sunday | 7:00–17:00 | 8:00–16:00 | 8:00–16:00 |

### What to expect

- Country sourdough, baguettes and seasonal loaves every day
- Butter croissants and chocolatines until they run out (usually noon)
- Coffee from a roaster in Rosemont

Large orders and café wholesale: write to <bonjour@boulangerie-du-plateau.example>.`,
    `## Notre boulangerie

Nous moulons une partie de notre farine à partir de **blé, d'épeautre et de seigle cultivés au Québec**, et chaque pain lève lentement sur levain naturel pendant au moins 18 heures.

### Heures d'ouverture

| Jour | Saint-Denis | Mile End | Verdun |
|---|---|---|---|
| Lundi | fermé | 7 h – 15 h | fermé |
| Mardi au vendredi | 7 h – 19 h | 7 h – 18 h | 7 h 30 – 18 h |
| Samedi et dimanche | 7 h – 17 h | 8 h – 16 h | 8 h – 16 h |

### À quoi s'attendre

- Miche de campagne, baguettes et pains de saison tous les jours
- Croissants au beurre et chocolatines jusqu'à épuisement (souvent midi)
- Café d'un torréfacteur de Rosemont

Grandes commandes et vente aux cafés : écrivez à <bonjour@boulangerie-du-plateau.example>.`,
  ),
  updatedAt: '2025-10-28T14:30:00Z',
  businessTypes: [
    { id: 'bakery', label: t('Bakery', 'Boulangerie') },
    { id: 'cafe', label: t('Café', 'Café') },
  ],
  visibility: 'PUBLIC',
  isVerified: true,
  content: {
    articles: [
      {
        slug: 'why-we-bake-with-sourdough',
        title: t('Why we bake with sourdough', 'Pourquoi nous boulangeons au levain'),
        description: t(
          'Slow fermentation, better keeping and a word on gluten: the case for natural leaven.',
          'Fermentation lente, meilleure conservation et un mot sur le gluten : plaidoyer pour le levain naturel.',
        ),
        publishedDate: '2025-03-12T13:00:00Z',
        updatedAt: '2025-04-02T08:15:00Z',
        keywords: t(
          'sourdough, fermentation, bread, Montréal',
          'levain, fermentation, pain, Montréal',
        ),
        content: t(
          `Our starter, *Gaston*, is older than the bakery itself. Here is why every loaf still depends on him.

## Time does the work

Commercial yeast raises a dough in about two hours. A natural starter takes **18 to 36 hours**, and that slowness is the point: bacteria and wild yeasts break down part of the starches and proteins before the bread ever reaches the oven.

| Method | Rise time | Keeps for | Acidity (pH) |
|---|---:|---:|---:|
| Commercial yeast | 2 h | 1–2 days | 5.5 |
| Poolish | 12 h | 2–3 days | 5.2 |
| Natural sourdough | 18–36 h | 4–6 days | 4.1 |

The lower pH is what keeps a sourdough loaf fresh for most of a week[^1].

## What it does not do

Sourdough is ~~gluten-free~~ **not** gluten-free. Long fermentation lowers some fermentable sugars, which some people with sensitivities find easier to digest[^2], but it is never safe for people with celiac disease.

## Further reading

- The Québec grain growers we buy from: https://grains-du-quebec.example/producteurs
- Our milling schedule, updated weekly: <https://boulangerie-du-plateau.example/moulin>

[^1]: Measured in our own kitchen on the country loaf, winter 2024.
[^2]: Ask your doctor; we are bakers, not dietitians.`,
          `Notre levain, *Gaston*, est plus vieux que la boulangerie elle-même. Voici pourquoi chaque pain dépend encore de lui.

## Le temps fait le travail

La levure commerciale fait lever une pâte en deux heures environ. Un levain naturel prend **de 18 à 36 heures**, et cette lenteur est voulue : bactéries et levures sauvages décomposent une partie des amidons et des protéines avant même que le pain n'entre au four.

| Méthode | Pousse | Conservation | Acidité (pH) |
|---|---:|---:|---:|
| Levure commerciale | 2 h | 1 à 2 jours | 5,5 |
| Poolish | 12 h | 2 à 3 jours | 5,2 |
| Levain naturel | 18 à 36 h | 4 à 6 jours | 4,1 |

C'est ce pH plus bas qui garde une miche au levain fraîche presque toute la semaine[^1].

## Ce qu'il ne fait pas

Le pain au levain n'est ~~sans gluten~~ **pas** sans gluten. La longue fermentation réduit certains sucres fermentescibles, ce que certaines personnes sensibles digèrent mieux[^2], mais il n'est jamais sûr pour les personnes cœliaques.

## Pour aller plus loin

- Les céréaliers québécois chez qui nous achetons : https://grains-du-quebec.example/producteurs
- Notre horaire de mouture, mis à jour chaque semaine : <https://boulangerie-du-plateau.example/moulin>

[^1]: Mesuré dans notre fournil sur la miche de campagne, hiver 2024.
[^2]: Parlez-en à votre médecin; nous sommes boulangers, pas diététistes.`,
        ),
      },
      {
        slug: 'bakers-percentages-explained',
        title: t("Baker's percentages, explained", 'Les pourcentages du boulanger, expliqués'),
        description: t(
          'The arithmetic behind every recipe we write, with a script to scale a batch.',
          'Le calcul derrière chacune de nos recettes, avec un script pour ajuster une fournée.',
        ),
        publishedDate: '2025-06-03T12:30:00Z',
        updatedAt: '2025-06-03T12:30:00Z',
        keywords: t(
          "baker's percentage, hydration, recipe, scaling",
          'pourcentage du boulanger, hydratation, recette, mise à l’échelle',
        ),
        content: t(
          `In a bakery recipe, every ingredient is expressed as a percentage of the **flour weight**. Flour is always 100%.

## Our country loaf

| Ingredient | Baker's % | For 1 kg of flour |
|---|---:|---:|
| Flour (80% white, 20% whole wheat) | 100% | 1,000 g |
| Water | 78% | 780 g |
| Starter | 20% | 200 g |
| Salt | 2.2% | 22 g |

## Scaling a batch

Our night baker uses this little script to scale any recipe to the number of loaves on the order sheet:

\`\`\`ts
type Recipe = Record<string, number>; // baker's percentages

function scale(recipe: Recipe, loaves: number, doughPerLoaf = 900): Record<string, number> {
  const totalPercent = Object.values(recipe).reduce((sum, p) => sum + p, 0);
  const flour = (loaves * doughPerLoaf * 100) / totalPercent;
  return Object.fromEntries(
    Object.entries(recipe).map(([name, p]) => [name, Math.round((flour * p) / 100)]),
  );
}

scale({ flour: 100, water: 78, starter: 20, salt: 2.2 }, 40);
\`\`\`

## Before you mix

- [x] Weigh the starter when it has doubled
- [x] Check the water temperature (the dough should end at 25 °C)
- [ ] Write the batch on the board
- [ ] Set the timer for the first fold`,
          `Dans une recette de boulangerie, chaque ingrédient s'exprime en pourcentage du **poids de la farine**. La farine vaut toujours 100 %.

## Notre miche de campagne

| Ingrédient | % du boulanger | Pour 1 kg de farine |
|---|---:|---:|
| Farine (80 % blanche, 20 % intégrale) | 100 % | 1 000 g |
| Eau | 78 % | 780 g |
| Levain | 20 % | 200 g |
| Sel | 2,2 % | 22 g |

## Ajuster une fournée

Notre boulanger de nuit utilise ce petit script pour adapter une recette au nombre de pains de la feuille de commande :

\`\`\`ts
type Recette = Record<string, number>; // pourcentages du boulanger

function ajuster(recette: Recette, pains: number, pateParPain = 900): Record<string, number> {
  const totalPourcent = Object.values(recette).reduce((somme, p) => somme + p, 0);
  const farine = (pains * pateParPain * 100) / totalPourcent;
  return Object.fromEntries(
    Object.entries(recette).map(([nom, p]) => [nom, Math.round((farine * p) / 100)]),
  );
}

ajuster({ farine: 100, eau: 78, levain: 20, sel: 2.2 }, 40);
\`\`\`

## Avant de pétrir

- [x] Peser le levain quand il a doublé
- [x] Vérifier la température de l'eau (la pâte doit finir à 25 °C)
- [ ] Inscrire la fournée au tableau
- [ ] Régler la minuterie pour le premier rabat`,
        ),
      },
      {
        slug: 'holiday-orders-2025',
        title: t('Holiday orders 2025', 'Commandes des Fêtes 2025'),
        description: t(
          'Bûches, tourtières and panettone: what we bake for the holidays and how to order.',
          'Bûches, tourtières et panettone : ce que nous préparons pour les Fêtes et comment commander.',
        ),
        publishedDate: '2025-11-04T14:00:00Z',
        updatedAt: '2025-11-10T16:40:00Z',
        keywords: t(
          'holidays, bûche de Noël, tourtière, pre-order',
          'Fêtes, bûche de Noël, tourtière, précommande',
        ),
        content: t(
          `Pre-orders for the holidays open on **November 15** and close on December 19 (or earlier if the oven schedule fills up).

### This year's menu

| Item | Serves | Price |
|---|---:|---:|
| Chocolate-hazelnut bûche | 8 | ~~$42~~ $39 |
| Maple-pecan bûche | 8 | $44 |
| Lac-Saint-Jean tourtière | 6 | $28 |
| Panettone (1 kg) | 10 | $36 |

Early-bird price on the chocolate bûche until November 30.

### How to order

1. Fill in the form at https://boulangerie-du-plateau.example/fetes
2. Pick a shop and a pickup slot (December 22, 23 or 24)
3. Pay in store at pickup

> Tip: the Verdun shop has the shortest lines on the 24th.`,
          `Les précommandes des Fêtes ouvrent le **15 novembre** et ferment le 19 décembre (ou plus tôt si l'horaire du four se remplit).

### Le menu de cette année

| Article | Portions | Prix |
|---|---:|---:|
| Bûche chocolat-noisette | 8 | ~~42 $~~ 39 $ |
| Bûche érable-pacanes | 8 | 44 $ |
| Tourtière du Lac-Saint-Jean | 6 | 28 $ |
| Panettone (1 kg) | 10 | 36 $ |

Prix de lancement sur la bûche au chocolat jusqu'au 30 novembre.

### Comment commander

1. Remplissez le formulaire à https://boulangerie-du-plateau.example/fetes
2. Choisissez une boutique et une plage de cueillette (22, 23 ou 24 décembre)
3. Payez en boutique à la cueillette

> Astuce : c'est à Verdun que les files sont les plus courtes le 24.`,
        ),
      },
    ],
    faq: {
      updatedAt: '2025-09-20T10:00:00Z',
      categories: [
        {
          name: t('Orders and pickup', 'Commandes et cueillette'),
          questions: [
            {
              question: t(
                'Can I reserve bread for the next day?',
                'Puis-je réserver du pain pour le lendemain?',
              ),
              response: t(
                'Yes. Call the shop before **3 p.m.** and we set your loaves aside until closing time the next day.',
                'Oui. Appelez la boutique avant **15 h** et nous mettons vos pains de côté jusqu’à la fermeture le lendemain.',
              ),
            },
            {
              question: t('Do you deliver?', 'Livrez-vous?'),
              response: t(
                'We deliver to cafés and restaurants only. Individuals can pick up at any of our three shops.',
                'Nous livrons seulement les cafés et restaurants. Les particuliers peuvent passer dans l’une de nos trois boutiques.',
              ),
            },
          ],
        },
        {
          name: t('Allergies and ingredients', 'Allergies et ingrédients'),
          questions: [
            {
              question: t('Do you make gluten-free bread?', 'Faites-vous du pain sans gluten?'),
              response: t(
                'No. Our kitchen handles wheat, spelt and rye all day, so we cannot promise any product is free of gluten.',
                'Non. Notre fournil manipule du blé, de l’épeautre et du seigle toute la journée; nous ne pouvons garantir aucun produit sans gluten.',
              ),
            },
            {
              question: t(
                'Are there nuts in your viennoiseries?',
                'Y a-t-il des noix dans vos viennoiseries?',
              ),
              response: t(
                'Some contain almonds or pecans, and all are made on shared equipment. See the allergen column of the [bread menu](https://boulangerie-du-plateau.example/menu).',
                'Certaines contiennent des amandes ou des pacanes, et toutes sont faites sur un équipement partagé. Voyez la colonne des allergènes de la [carte des pains](https://boulangerie-du-plateau.example/menu).',
              ),
            },
          ],
        },
      ],
      uncategorizedQuestions: [
        {
          question: t('Is there seating?', 'Peut-on s’asseoir sur place?'),
          response: t(
            'The Mile End shop has twelve seats and a small terrace in summer. Saint-Denis and Verdun are take-out only.',
            'La boutique du Mile End compte douze places et une petite terrasse l’été. Saint-Denis et Verdun font seulement du pour emporter.',
          ),
        },
        {
          question: t('Do you hire?', 'Embauchez-vous?'),
          response: t(
            'Often, especially night bakers. Send a short note to emplois@boulangerie-du-plateau.example.',
            'Souvent, surtout des boulangers de nuit. Envoyez un mot à emplois@boulangerie-du-plateau.example.',
          ),
        },
      ],
    },
    reviews: boulangerieReviews,
    catalog: [
      catalogItem(slug, {
        itemSlug: 'country-sourdough',
        label: t('Country sourdough loaf', 'Miche de campagne au levain'),
        description: t(
          'Our everyday loaf: white and whole-wheat Québec flour, 78% hydration, dark crust.',
          'Notre pain de tous les jours : farines blanche et intégrale du Québec, hydratation à 78 %, croûte foncée.',
        ),
        itemType: 'PRODUCT',
        unitPrice: 7.5,
        unitMeasure: t('loaf (800 g)', 'miche (800 g)'),
        image: itemImage('country-sourdough'),
        brand: 'Boulangerie du Plateau',
        tags: [t('sourdough', 'levain'), t('bestseller', 'meilleur vendeur')],
        attributes: {
          weightGrams: 800,
          flour: t('Québec white and whole wheat', 'Blanche et intégrale du Québec'),
          allergens: [t('wheat', 'blé')],
          vegan: true,
        },
        additionalImages: [
          itemImage('country-sourdough-crumb'),
          itemImage('country-sourdough-slices'),
        ],
        mdContent: t(
          `A round loaf with a thick, caramelised crust and an open, glossy crumb.

- **Flour:** 80% white, 20% whole wheat, milled in Québec
- **Fermentation:** 24 hours, natural starter only
- **Keeps:** 4–5 days in a paper bag; freezes well sliced`,
          `Une miche ronde à la croûte épaisse et caramélisée, à la mie ouverte et luisante.

- **Farine :** 80 % blanche, 20 % intégrale, moulue au Québec
- **Fermentation :** 24 heures, levain naturel seulement
- **Conservation :** 4 à 5 jours dans un sac de papier; se congèle bien tranchée`,
        ),
        fullUrl: 'https://boulangerie-du-plateau.example/pains/miche-de-campagne',
        enrichment: {
          faq: [
            {
              question: t('How should I store it?', 'Comment le conserver?'),
              answer: t(
                'Cut side down on a board, or in a paper bag. Never in the fridge.',
                'Face coupée sur une planche, ou dans un sac de papier. Jamais au frigo.',
              ),
            },
            {
              question: t('Can I freeze it?', 'Peut-on le congeler?'),
              answer: t(
                'Yes, sliced, for up to three months.',
                'Oui, tranché, jusqu’à trois mois.',
              ),
            },
          ],
          nutrition: {
            per: t('100 g', '100 g'),
            energyKcal: 247,
            proteinGrams: 8.9,
            fibreGrams: 3.1,
            sodiumMg: 480,
          },
          pairings: [
            t('salted butter', 'beurre salé'),
            t('aged cheddar', 'cheddar vieilli'),
            t('pea soup', 'soupe aux pois'),
          ],
        },
      }),
      catalogItem(slug, {
        itemSlug: 'baguette',
        label: t('Baguette', 'Baguette'),
        description: t(
          'Classic French baguette with a poolish, baked every two hours.',
          'Baguette classique sur poolish, cuite toutes les deux heures.',
        ),
        itemType: 'PRODUCT',
        unitPrice: 3.75,
        unitMeasure: t('each', 'unité'),
        image: itemImage('baguette'),
        brand: 'Boulangerie du Plateau',
        tags: [t('French', 'tradition')],
        attributes: { weightGrams: 250, allergens: [t('wheat', 'blé')] },
      }),
      catalogItem(slug, {
        itemSlug: 'butter-croissant',
        label: t('Butter croissant', 'Croissant au beurre'),
        description: t(
          'Laminated over three days with butter from a Québec creamery.',
          'Feuilleté sur trois jours avec le beurre d’une laiterie québécoise.',
        ),
        itemType: 'PRODUCT',
        unitPrice: 3.25,
        unitMeasure: t('each', 'unité'),
        image: itemImage('butter-croissant'),
        tags: [same('viennoiseries')],
        attributes: { allergens: [t('wheat', 'blé'), t('milk', 'lait')] },
        enrichment: {
          comparison: {
            caption: t('Our viennoiseries compared', 'Nos viennoiseries comparées'),
            columns: [
              t('Item', 'Article'),
              t('Butter', 'Beurre'),
              t('Sugar', 'Sucre'),
              t('Price', 'Prix'),
            ],
            rows: [
              [t('Croissant', 'Croissant'), '28%', t('low', 'faible'), '$3.25'],
              [t('Chocolatine', 'Chocolatine'), '26%', t('medium', 'moyen'), '$3.75'],
              [t('Maple danish', 'Danoise à l’érable'), '24%', t('high', 'élevé'), '$4.25'],
            ],
          },
        },
      }),
      catalogItem(slug, {
        itemSlug: 'raisin-walnut-loaf',
        label: t('Raisin and walnut loaf', 'Pain aux raisins et aux noix'),
        description: t(
          'Back in the fall: the walnut harvest is late this year.',
          'De retour à l’automne : la récolte de noix est en retard cette année.',
        ),
        itemType: 'PRODUCT',
        unitPrice: 9,
        unitMeasure: t('loaf (600 g)', 'pain (600 g)'),
        image: itemImage('raisin-walnut-loaf'),
        tags: [t('seasonal', 'saisonnier')],
        available: false,
        attributes: { allergens: [t('wheat', 'blé'), t('walnuts', 'noix de Grenoble')] },
      }),
      catalogItem(slug, {
        itemSlug: 'sourdough-workshop-february',
        label: t('Sourdough workshop for beginners', 'Atelier pain au levain pour débutants'),
        description: t(
          'Three hours in our Mile End kitchen: feed a starter, shape a loaf, take it home with a jar of Gaston.',
          'Trois heures dans notre fournil du Mile End : nourrir un levain, façonner une miche, repartir avec un pot de Gaston.',
        ),
        itemType: 'EVENT',
        unitPrice: 85,
        unitMeasure: t('person', 'personne'),
        image: itemImage('sourdough-workshop'),
        brand: null,
        tags: [t('workshop', 'atelier'), t('beginners', 'débutants')],
        attributes: {
          startDate: '2026-02-14T14:00:00Z',
          endDate: '2026-02-14T17:00:00Z',
          location: same('5280 boulevard Saint-Laurent, Montréal'),
          seats: 10,
          seatsLeft: 3,
          language: t(
            'French (questions welcome in English)',
            'Français (questions bienvenues en anglais)',
          ),
        },
        mdContent: t(
          `**What you will do**

1. Feed and read a starter
2. Mix, fold and shape a country loaf
3. Bake it in our deck oven

Aprons, flour and coffee provided. Ten people at most.`,
          `**Au programme**

1. Nourrir et lire un levain
2. Pétrir, rabattre et façonner une miche
3. La cuire dans notre four à sole

Tabliers, farine et café fournis. Dix personnes au maximum.`,
        ),
        fullUrl: 'https://boulangerie-du-plateau.example/ateliers/levain',
        enrichment: {
          faq: [
            {
              question: t('Do I need any experience?', 'Faut-il de l’expérience?'),
              answer: t('None at all.', 'Aucune.'),
            },
          ],
        },
      }),
      catalogItem(slug, {
        itemSlug: 'dozen-croissants',
        label: t('A dozen croissants, 2 free', 'Douzaine de croissants, 2 gratuits'),
        description: t(
          'Twelve croissants for the price of ten, weekdays before 9 a.m.',
          'Douze croissants pour le prix de dix, en semaine avant 9 h.',
        ),
        itemType: 'OFFER',
        unitPrice: 32.5,
        unitMeasure: t('dozen', 'douzaine'),
        image: itemImage('dozen-croissants'),
        tags: [t('offer', 'promotion')],
        attributes: {
          validFrom: '2025-09-01T00:00:00Z',
          validThrough: '2025-12-31T23:59:59Z',
          discountPercent: 16.7,
        },
      }),
      catalogItem(slug, {
        itemSlug: 'office-catering',
        label: t('Office breakfast catering', 'Déjeuners de bureau'),
        description: t(
          'Viennoiseries, fruit and coffee for 10 to 80 people. Priced on request.',
          'Viennoiseries, fruits et café pour 10 à 80 personnes. Prix sur demande.',
        ),
        itemType: 'SERVICE',
        unitPrice: null,
        tags: [t('catering', 'traiteur')],
        attributes: { minimumPeople: 10, maximumPeople: 80, noticeHours: 48 },
      }),
      catalogItem(slug, {
        itemSlug: 'gift-card',
        label: t('Gift card', 'Carte-cadeau'),
        description: t(
          'Any amount from $10, valid at all three shops, never expires.',
          'Tout montant à partir de 10 $, valable dans les trois boutiques, sans date d’expiration.',
        ),
        itemType: 'OTHER',
        unitPrice: null,
        image: itemImage('gift-card'),
        tags: [t('gift', 'cadeau')],
      }),
    ],
    documents: [breadMenu, storefront],
  },
};

// Kept beside the data so tests can address the menu without copying its UUID.
export const BOULANGERIE_MENU_ID = breadMenu.id;
