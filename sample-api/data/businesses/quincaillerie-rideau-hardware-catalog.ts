import type { CatalogItemSeed, CatalogItemType, LocalizedJsonObject, Text } from '../../types';
import { catalogItem, itemImage, t } from '../helpers';

/**
 * 36 items: the catalog that needs paging (two pages at the default limit). French labels carry
 * accents ("Pelle à neige", "Câble électrique") and one English label does too ("Crème brûlée
 * torch"), so accent-insensitive search is exercised in both languages.
 */
const slug = 'quincaillerie-rideau-hardware';

type Row = readonly [
  itemSlug: string,
  label: Text,
  description: Text | null,
  itemType: CatalogItemType,
  unitPrice: number | null,
  unitMeasure: Text | null,
  brand: string | null,
  available: boolean,
  tags: Text[] | null,
];

const EACH = t('each', 'unité');
const WINTER = t('winter', 'hiver');
const TOOLS = t('power tools', 'outils électriques');
const HAND = t('hand tools', 'outils à main');
const PAINT = t('paint', 'peinture');
const ELECTRICAL = t('electrical', 'électricité');
const PLUMBING = t('plumbing', 'plomberie');
const FASTENERS = t('fasteners', 'quincaillerie');

const rows: readonly Row[] = [
  ['ergonomic-snow-shovel', t('Ergonomic snow shovel', 'Pelle à neige ergonomique'), t('Bent aluminium shaft and a 60 cm poly blade that spares your back.', 'Manche courbé en aluminium et lame de 60 cm en polyéthylène qui ménage le dos.'), 'PRODUCT', 39.99, EACH, 'Harfang', true, [WINTER]],
  ['ice-melter-10kg', t('Ice melter, 10 kg', 'Fondant à glace, 10 kg'), t('Calcium chloride blend, works down to −31 °C, safer for concrete.', 'Mélange au chlorure de calcium, efficace jusqu’à −31 °C, moins dur pour le béton.'), 'PRODUCT', 18.49, t('bag', 'sac'), 'NordiSel', true, [WINTER]],
  ['roof-snow-rake', t('Roof snow rake', 'Râteau à toiture'), t('Telescopic to 6.4 m; pulls snow off the roof from the ground.', 'Télescopique jusqu’à 6,4 m; retire la neige du toit depuis le sol.'), 'PRODUCT', 64.99, EACH, 'Harfang', false, [WINTER]],
  ['window-insulation-kit', t('Window insulation kit', 'Trousse d’isolation pour fenêtres'), t('Shrink film and tape for five windows; a hair dryer tightens it.', 'Pellicule thermorétractable et ruban pour cinq fenêtres; un séchoir la tend.'), 'PRODUCT', 14.99, t('kit', 'trousse'), 'Boréal', true, [WINTER]],
  ['foam-weatherstripping', t('Foam weatherstripping, 5 m', 'Coupe-froid en mousse, 5 m'), t('Self-adhesive foam for doors and windows.', 'Mousse autocollante pour portes et fenêtres.'), 'PRODUCT', 8.99, t('roll', 'rouleau'), 'Boréal', true, [WINTER]],
  ['cordless-drill-18v', t('18 V cordless drill', 'Perceuse sans fil 18 V'), t('Brushless, two batteries and a charger in a hard case.', 'Sans balais, deux piles et un chargeur dans un coffret rigide.'), 'PRODUCT', 129, EACH, 'Voltaire Tools', true, [TOOLS]],
  ['impact-driver-18v', t('18 V impact driver', 'Visseuse à percussion 18 V'), t('1,800 in-lb of torque for deck screws and lag bolts.', 'Couple de 1 800 po-lb pour vis de terrasse et tire-fonds.'), 'PRODUCT', 149, EACH, 'Voltaire Tools', true, [TOOLS]],
  ['circular-saw', t('Circular saw, 7¼"', 'Scie circulaire, 7 ¼ po'), t('15 A corded saw with a carbide blade and laser guide.', 'Scie à fil de 15 A avec lame au carbure et guide laser.'), 'PRODUCT', 119.99, EACH, 'Voltaire Tools', true, [TOOLS]],
  ['claw-hammer-16oz', t('Claw hammer, 16 oz', 'Marteau à panne fendue, 16 oz'), t('Forged steel head, fibreglass handle.', 'Tête en acier forgé, manche en fibre de verre.'), 'PRODUCT', 24.99, EACH, 'Castor', true, [HAND]],
  ['tape-measure-7m', t('Tape measure, 7.5 m', 'Ruban à mesurer, 7,5 m'), t('Metric and imperial, magnetic hook.', 'Métrique et impérial, crochet aimanté.'), 'PRODUCT', 16.99, EACH, 'Castor', true, [HAND]],
  ['spirit-level-60cm', t('Spirit level, 60 cm', 'Niveau à bulle, 60 cm'), t('Three vials, milled aluminium edge.', 'Trois fioles, bord en aluminium usiné.'), 'PRODUCT', 29.99, EACH, 'Castor', true, [HAND]],
  ['wood-screws-box', t('Wood screws #8 × 1¼" (500)', 'Vis à bois no 8 × 1 ¼ po (500)'), t('Square drive, yellow zinc finish.', 'Tête carrée Robertson, fini zinc jaune.'), 'PRODUCT', 21.49, t('box', 'boîte'), null, true, [FASTENERS]],
  ['galvanized-nails-1kg', t('Galvanized nails 2½" (1 kg)', 'Clous galvanisés 2 ½ po (1 kg)'), t('Hot-dipped galvanized common nails for outdoor framing.', 'Clous ordinaires galvanisés à chaud pour l’ossature extérieure.'), 'PRODUCT', 9.99, t('box', 'boîte'), null, true, [FASTENERS]],
  ['deck-stain-cedar', t('Deck stain, cedar tone, 3.78 L', 'Teinture pour terrasse, ton cèdre, 3,78 L'), t('Semi-transparent oil stain, covers about 30 m².', 'Teinture à l’huile semi-transparente, couvre environ 30 m².'), 'PRODUCT', 54.99, t('can', 'gallon'), 'Boréal', true, [PAINT]],
  ['interior-paint-eggshell', t('Interior latex paint, eggshell, 3.78 L', 'Peinture latex d’intérieur, coquille d’œuf, 3,78 L'), t('Low-VOC, tinted to any colour in store.', 'Faible en COV, teintée en magasin à la couleur voulue.'), 'PRODUCT', 59.99, t('can', 'gallon'), 'Boréal', true, [PAINT]],
  ['paint-roller-kit', t('Paint roller kit', 'Ensemble de rouleau à peinture'), t('Tray, 23 cm frame and two covers.', 'Bac, monture de 23 cm et deux manchons.'), 'PRODUCT', 19.99, t('kit', 'ensemble'), null, true, [PAINT]],
  ['caulking-gun', t('Caulking gun', 'Pistolet à calfeutrer'), t('Dripless, 10:1 thrust ratio.', 'Sans coulure, rapport de poussée 10:1.'), 'PRODUCT', 12.49, EACH, 'Castor', true, [HAND]],
  ['silicone-sealant-clear', t('Silicone sealant, clear', 'Scellant silicone, transparent'), t('Kitchen and bath, mould-resistant, 300 mL.', 'Cuisine et salle de bain, résistant à la moisissure, 300 mL.'), 'PRODUCT', 9.49, t('tube', 'tube'), null, true, [PLUMBING]],
  ['electrical-cable-14-2', t('Electrical cable 14/2, 15 m', 'Câble électrique 14/2, 15 m'), t('NMD90 copper cable for 15 A household circuits.', 'Câble de cuivre NMD90 pour circuits domestiques de 15 A.'), 'PRODUCT', 44.99, t('roll', 'rouleau'), null, true, [ELECTRICAL]],
  ['led-bulbs-a19', t('LED bulbs A19, 4-pack', 'Ampoules DEL A19, paquet de 4'), t('60 W equivalent, warm white, dimmable.', 'Équivalent 60 W, blanc chaud, à intensité réglable.'), 'PRODUCT', 13.99, t('pack', 'paquet'), 'Lumino', true, [ELECTRICAL]],
  ['outdoor-extension-cord', t('Outdoor extension cord, 15 m', 'Rallonge d’extérieur, 15 m'), t('Rated for −40 °C, stays flexible in winter.', 'Homologuée à −40 °C, reste souple en hiver.'), 'PRODUCT', 34.99, EACH, 'Lumino', true, [ELECTRICAL, WINTER]],
  ['smoke-co-detector', t('Smoke and CO detector', 'Détecteur de fumée et de CO'), t('Hardwired with battery backup, voice alarm in English and French.', 'Branché avec pile de secours, alarme vocale en anglais et en français.'), 'PRODUCT', 54.99, EACH, 'Lumino', true, [ELECTRICAL]],
  ['pipe-wrench-14in', t('Pipe wrench, 14"', 'Clé à tuyau, 14 po'), t('Cast iron, replaceable jaw.', 'Fonte, mâchoire remplaçable.'), 'PRODUCT', 27.99, EACH, 'Castor', true, [PLUMBING]],
  ['toilet-plunger', t('Toilet plunger', 'Débouchoir'), null, 'PRODUCT', 11.99, EACH, null, true, null],
  ['garden-hose-30m', t('Garden hose, 30 m', 'Tuyau d’arrosage, 30 m'), t('Back in stock in April.', 'De retour en avril.'), 'PRODUCT', 39.99, EACH, null, false, [t('garden', 'jardin')]],
  ['creme-brulee-torch', t('Crème brûlée kitchen torch', 'Chalumeau de cuisine pour crème brûlée'), t('Refillable butane torch with a safety lock.', 'Chalumeau au butane rechargeable avec verrou de sécurité.'), 'PRODUCT', 29.99, EACH, null, true, [t('kitchen', 'cuisine')]],
  ['stepladder-6ft', t('Fibreglass stepladder, 6 ft', 'Escabeau en fibre de verre, 6 pi'), t('Grade IA, 300 lb load, non-conductive.', 'Catégorie IA, charge de 300 lb, non conducteur.'), 'PRODUCT', 149.99, EACH, 'Castor', true, [HAND]],
  ['propane-exchange', t('Propane cylinder exchange', 'Échange de bouteille de propane'), t('Swap an empty 20 lb cylinder for a full one at the counter.', 'Échangez une bouteille vide de 20 lb contre une pleine au comptoir.'), 'SERVICE', 24.99, t('cylinder', 'bouteille'), null, true, null],
  ['key-cutting', t('Key cutting', 'Taille de clés'), t('House, padlock and most car keys without chips, while you wait.', 'Clés de maison, de cadenas et la plupart des clés d’auto sans puce, pendant que vous attendez.'), 'SERVICE', 4.99, t('key', 'clé'), null, true, null],
  ['tile-saw-rental', t('Tile saw rental', 'Location de scie à carrelage'), t('Wet tile saw with stand; deposit required.', 'Scie à carrelage à eau avec support; dépôt exigé.'), 'SERVICE', 45, t('day', 'jour'), 'Voltaire Tools', true, [t('rental', 'location')]],
  ['window-screen-repair', t('Window screen repair', 'Réparation de moustiquaires'), t('Bring the frame in; priced by size, usually ready in two days.', 'Apportez le cadre; prix selon la taille, habituellement prêt en deux jours.'), 'SERVICE', null, null, null, true, null],
  ['paint-colour-matching', t('Paint colour matching', 'Appariement de couleurs de peinture'), t('Bring a chip of any colour; we scan and tint to match, free.', 'Apportez un éclat de n’importe quelle couleur : nous le lisons et teintons pareil, gratuitement.'), 'SERVICE', 0, null, null, true, [PAINT]],
  ['snowblower-tune-up', t('Snowblower tune-up, 20% off', 'Mise au point de souffleuse, 20 % de rabais'), t('Oil, spark plug, shear pins and belt check before the first storm.', 'Huile, bougie, goupilles de sécurité et courroie vérifiées avant la première tempête.'), 'OFFER', 79.99, EACH, null, true, [WINTER]],
  ['contractor-account', t('Contractor account: 10% off', 'Compte entrepreneur : 10 % de rabais'), t('For licensed contractors; ask at the pro desk.', 'Pour les entrepreneurs licenciés; renseignez-vous au comptoir pro.'), 'OFFER', null, null, null, true, null],
  ['gift-card', t('Gift card', 'Carte-cadeau'), t('From $25, valid in both stores.', 'À partir de 25 $, valable dans les deux magasins.'), 'OTHER', null, null, null, true, null],
  ['deck-building-clinic', t('Deck-building clinic', 'Atelier de construction de terrasse'), t('Free Saturday clinic: footings, joists and hidden fasteners.', 'Atelier gratuit le samedi : fondations, solives et attaches dissimulées.'), 'EVENT', 0, t('person', 'personne'), null, true, [t('workshop', 'atelier')]],
];

/** Attributes and details for the items that have more to say than a row holds. */
const details: Record<string, Partial<CatalogItemSeed>> = {
  'cordless-drill-18v': {
    attributes: { voltage: 18, batteries: 2, chuckMillimetres: 13, warrantyYears: 3 },
    additionalImages: [itemImage('cordless-drill-18v-case')],
    mdContent: t(
      'A compact brushless drill for everything from cabinets to deck boards.\n\n- 2 × 2.0 Ah batteries\n- 60-minute charger\n- 3-year warranty',
      'Une perceuse sans balais compacte, des armoires aux planches de terrasse.\n\n- 2 piles de 2,0 Ah\n- Chargeur 60 minutes\n- Garantie de 3 ans',
    ),
    fullUrl: 'https://rideau-hardware.example/en/tools/cordless-drill-18v',
    enrichment: {
      comparison: {
        caption: t('Our 18 V drivers compared', 'Nos visseuses 18 V comparées'),
        columns: [t('Model', 'Modèle'), t('Torque', 'Couple'), t('Weight', 'Poids'), t('Price', 'Prix')],
        rows: [
          [t('Cordless drill', 'Perceuse sans fil'), '530 in-lb', '1.4 kg', 129],
          [t('Impact driver', 'Visseuse à percussion'), '1,800 in-lb', '1.2 kg', 149],
        ],
      },
    },
  },
  'smoke-co-detector': {
    attributes: { certification: 'CSA 6.19 / ULC-S531', powerSource: t('hardwired, 9 V backup', 'branché, pile 9 V de secours') },
    enrichment: {
      faq: [
        {
          question: t('How often should I replace it?', 'À quelle fréquence le remplacer?'),
          answer: t('Every 10 years, or at the date printed on the back.', 'Tous les 10 ans, ou à la date imprimée au dos.'),
        },
      ],
    },
  },
  'tile-saw-rental': {
    attributes: { depositDollars: 200, bladeInches: 7, maxTileCentimetres: 60, rates: { day: 45, weekend: 70, week: 160 } },
  },
  'deck-building-clinic': {
    attributes: { startDate: '2026-04-18T14:00:00Z', durationMinutes: 90, seats: 25, location: t('Orléans store, garden centre', 'Magasin d’Orléans, centre de jardin') },
  },
  'snowblower-tune-up': {
    attributes: { validThrough: '2025-12-15T23:59:59Z', regularPrice: 99.99 },
  },
  'paint-colour-matching': { attributes: { turnaroundMinutes: 10 } },
};

const IMAGELESS = new Set(['toilet-plunger', 'window-screen-repair', 'contractor-account', 'gift-card']);

export const rideauCatalog: CatalogItemSeed[] = rows.map(
  ([itemSlug, label, description, itemType, unitPrice, unitMeasure, brand, available, tags]) => {
    const extra: Partial<CatalogItemSeed> = details[itemSlug] ?? {};
    const attributes: LocalizedJsonObject | null = extra.attributes ?? null;
    return catalogItem(slug, {
      itemSlug,
      label,
      description,
      itemType,
      unitPrice,
      unitMeasure,
      brand,
      available,
      tags,
      image: IMAGELESS.has(itemSlug) ? null : itemImage(itemSlug),
      ...extra,
      attributes,
    });
  },
);
