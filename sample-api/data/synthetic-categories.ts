import type { CatalogItemType, Text } from '../types';
import { t } from './helpers';

/**
 * Twenty categories for synthetic businesses: how such a business is named in each language,
 * what it sells, what it blogs about and what customers ask. `{name}` is a family name.
 */
interface SyntheticItemTemplate {
  label: Text;
  itemType: CatalogItemType;
  /** Price range in dollars, or null for "on request". */
  price: readonly [number, number] | null;
  measure: Text | null;
}

export interface SyntheticCategory {
  id: string;
  label: Text;
  namePattern: Text;
  pitch: Text;
  tags: readonly Text[];
  items: readonly SyntheticItemTemplate[];
  articleTopics: readonly Text[];
  faq: readonly (readonly [question: Text, answer: Text])[];
}

const EACH = t('each', 'unité');
const HOUR = t('hour', 'heure');
const VISIT = t('visit', 'visite');

function item(
  label: Text,
  itemType: CatalogItemType,
  price: readonly [number, number] | null,
  measure: Text | null = null,
): SyntheticItemTemplate {
  return { label, itemType, price, measure };
}

const SHARED_FAQ: readonly (readonly [Text, Text])[] = [
  [
    t(
      'Do you serve customers in English and French?',
      'Servez-vous la clientèle en français et en anglais?',
    ),
    t('Yes, in both languages.', 'Oui, dans les deux langues.'),
  ],
  [
    t('Which payment methods do you accept?', 'Quels modes de paiement acceptez-vous?'),
    t('Debit, credit and cash.', 'Débit, crédit et argent comptant.'),
  ],
];

export const SYNTHETIC_CATEGORIES: readonly SyntheticCategory[] = [
  {
    id: 'bakery',
    label: t('Bakery', 'Boulangerie'),
    namePattern: t('{name} Bakery', 'Boulangerie {name}'),
    pitch: t('bakes bread and pastries every morning', 'cuit pains et viennoiseries chaque matin'),
    tags: [t('bread', 'pain'), t('pastries', 'viennoiseries'), t('sourdough', 'levain')],
    items: [
      item(t('Sourdough loaf', 'Pain au levain'), 'PRODUCT', [6, 9], EACH),
      item(t('Butter croissant', 'Croissant au beurre'), 'PRODUCT', [2.5, 4], EACH),
      item(t('Birthday cake', 'Gâteau d’anniversaire'), 'PRODUCT', [35, 60], EACH),
      item(
        t('Bread-making class', 'Cours de boulangerie'),
        'EVENT',
        [60, 95],
        t('person', 'personne'),
      ),
    ],
    articleTopics: [
      t('How we make our sourdough', 'Comment nous faisons notre levain'),
      t('Storing bread the right way', 'Bien conserver son pain'),
    ],
    faq: [
      [
        t('Do you have gluten-free bread?', 'Avez-vous du pain sans gluten?'),
        t(
          'Not at the moment; our kitchen handles wheat all day.',
          'Pas pour l’instant; notre cuisine manipule du blé toute la journée.',
        ),
      ],
    ],
  },
  {
    id: 'restaurant',
    label: t('Restaurant', 'Restaurant'),
    namePattern: t('Chez {name}', 'Chez {name}'),
    pitch: t('serves seasonal, local cooking', 'sert une cuisine locale et de saison'),
    tags: [t('local cuisine', 'cuisine locale'), t('brunch', 'brunch'), t('terrace', 'terrasse')],
    items: [
      item(t('Table d’hôte', 'Table d’hôte'), 'PRODUCT', [32, 58], t('person', 'personne')),
      item(t('Weekend brunch', 'Brunch du week-end'), 'PRODUCT', [18, 28], t('person', 'personne')),
      item(t('Private room rental', 'Location de salle privée'), 'SERVICE', null),
      item(
        t('Wine tasting night', 'Soirée dégustation de vins'),
        'EVENT',
        [45, 90],
        t('person', 'personne'),
      ),
    ],
    articleTopics: [
      t('Our new fall menu', 'Notre nouveau menu d’automne'),
      t('Meet our local suppliers', 'Rencontrez nos fournisseurs locaux'),
    ],
    faq: [
      [
        t('Do you take reservations?', 'Prenez-vous les réservations?'),
        t('Yes, online or by phone.', 'Oui, en ligne ou par téléphone.'),
      ],
    ],
  },
  {
    id: 'cafe',
    label: t('Café', 'Café'),
    namePattern: t('Café {name}', 'Café {name}'),
    pitch: t('roasts its own coffee and bakes on site', 'torréfie son café et cuisine sur place'),
    tags: [t('coffee', 'café'), t('wifi', 'wifi'), t('vegan options', 'options véganes')],
    items: [
      item(
        t('Espresso beans, 340 g', 'Café en grains espresso, 340 g'),
        'PRODUCT',
        [16, 24],
        t('bag', 'sac'),
      ),
      item(t('Latte', 'Latté'), 'PRODUCT', [4.5, 6], EACH),
      item(t('Loyalty card: 10th coffee free', 'Carte fidélité : 10e café gratuit'), 'OFFER', null),
    ],
    articleTopics: [
      t('From bean to cup', 'Du grain à la tasse'),
      t('Brewing better coffee at home', 'Mieux infuser son café à la maison'),
    ],
    faq: [
      [
        t('Do you have plant-based milk?', 'Avez-vous des boissons végétales?'),
        t('Oat, soy and almond at no extra cost.', 'Avoine, soya et amande, sans frais.'),
      ],
    ],
  },
  {
    id: 'hardware-store',
    label: t('Hardware store', 'Quincaillerie'),
    namePattern: t('{name} Hardware', 'Quincaillerie {name}'),
    pitch: t('stocks tools, paint and building supplies', 'tient outils, peinture et matériaux'),
    tags: [t('tools', 'outils'), t('paint', 'peinture'), t('key cutting', 'taille de clés')],
    items: [
      item(t('Cordless drill', 'Perceuse sans fil'), 'PRODUCT', [89, 199], EACH),
      item(
        t('Interior paint, 3.78 L', 'Peinture d’intérieur, 3,78 L'),
        'PRODUCT',
        [45, 70],
        t('can', 'gallon'),
      ),
      item(t('Key cutting', 'Taille de clés'), 'SERVICE', [3, 8], t('key', 'clé')),
      item(t('Tool rental', 'Location d’outils'), 'SERVICE', [25, 80], t('day', 'jour')),
    ],
    articleTopics: [
      t('Getting your home ready for winter', 'Préparer la maison pour l’hiver'),
      t('Choosing the right paint finish', 'Choisir le bon fini de peinture'),
    ],
    faq: [
      [
        t('Do you rent tools?', 'Louez-vous des outils?'),
        t('Yes, by the day or the week.', 'Oui, à la journée ou à la semaine.'),
      ],
    ],
  },
  {
    id: 'dentist',
    label: t('Dental clinic', 'Clinique dentaire'),
    namePattern: t('{name} Dental', 'Clinique dentaire {name}'),
    pitch: t(
      'offers family dentistry and emergency care',
      'offre dentisterie familiale et soins d’urgence',
    ),
    tags: [
      t('family dentistry', 'dentisterie familiale'),
      t('emergencies', 'urgences'),
      t('whitening', 'blanchiment'),
    ],
    items: [
      item(t('Dental exam', 'Examen dentaire'), 'SERVICE', [90, 160], VISIT),
      item(t('Cleaning', 'Nettoyage'), 'SERVICE', [110, 180], VISIT),
      item(
        t('Teeth whitening', 'Blanchiment des dents'),
        'SERVICE',
        [295, 450],
        t('treatment', 'traitement'),
      ),
    ],
    articleTopics: [
      t('How often should you see the dentist?', 'À quelle fréquence voir le dentiste?'),
      t('Caring for children’s teeth', 'Prendre soin des dents des enfants'),
    ],
    faq: [
      [
        t('Do you bill insurers directly?', 'Facturez-vous directement les assureurs?'),
        t('Yes, most of them.', 'Oui, la plupart.'),
      ],
    ],
  },
  {
    id: 'real-estate-agency',
    label: t('Real estate agency', 'Agence immobilière'),
    namePattern: t('{name} Realty', 'Immeubles {name}'),
    pitch: t('helps people buy and sell homes', 'aide à acheter et à vendre des propriétés'),
    tags: [
      t('homes for sale', 'maisons à vendre'),
      t('condos', 'condos'),
      t('valuation', 'évaluation'),
    ],
    items: [
      item(
        t('Three-bedroom house', 'Maison de trois chambres'),
        'REAL_ESTATE',
        [289_000, 689_000],
        null,
      ),
      item(t('Downtown condo', 'Condo au centre-ville'), 'REAL_ESTATE', [219_000, 459_000], null),
      item(t('Free home valuation', 'Évaluation gratuite'), 'SERVICE', [0, 0], null),
    ],
    articleTopics: [
      t('Is it a good time to buy?', 'Est-ce le bon moment pour acheter?'),
      t('Preparing your home for sale', 'Préparer sa maison pour la vente'),
    ],
    faq: [
      [
        t('What is your commission?', 'Quelle est votre commission?'),
        t(
          'It depends on the property; ask for a quote.',
          'Elle dépend de la propriété; demandez une soumission.',
        ),
      ],
    ],
  },
  {
    id: 'plumber',
    label: t('Plumbing', 'Plomberie'),
    namePattern: t('{name} Plumbing', 'Plomberie {name}'),
    pitch: t('repairs leaks, drains and water heaters', 'répare fuites, drains et chauffe-eau'),
    tags: [
      t('emergency repairs', 'réparations d’urgence'),
      t('water heaters', 'chauffe-eau'),
      t('drains', 'drains'),
    ],
    items: [
      item(t('Service call', 'Appel de service'), 'SERVICE', [95, 150], VISIT),
      item(t('Water heater installation', 'Installation de chauffe-eau'), 'SERVICE', null),
      item(
        t('Drain inspection camera', 'Inspection de drain par caméra'),
        'SERVICE',
        [180, 260],
        VISIT,
      ),
    ],
    articleTopics: [
      t('Five signs your water heater is failing', 'Cinq signes que votre chauffe-eau flanche'),
      t('Preventing frozen pipes', 'Prévenir le gel des tuyaux'),
    ],
    faq: [
      [
        t('Do you offer 24/7 service?', 'Offrez-vous un service 24 h sur 24?'),
        t('Yes, for emergencies.', 'Oui, pour les urgences.'),
      ],
    ],
  },
  {
    id: 'electrician',
    label: t('Electrician', 'Électricien'),
    namePattern: t('{name} Electric', 'Électricité {name}'),
    pitch: t(
      'handles residential and commercial electrical work',
      'réalise des travaux électriques résidentiels et commerciaux',
    ),
    tags: [
      t('panels', 'panneaux'),
      t('EV chargers', 'bornes de recharge'),
      t('lighting', 'éclairage'),
    ],
    items: [
      item(
        t('EV charger installation', 'Installation de borne de recharge'),
        'SERVICE',
        [900, 1800],
        null,
      ),
      item(t('Panel upgrade', 'Mise à niveau du panneau'), 'SERVICE', null),
      item(t('Hourly rate', 'Taux horaire'), 'SERVICE', [85, 120], HOUR),
    ],
    articleTopics: [
      t('Installing a home EV charger', 'Installer une borne de recharge à la maison'),
      t('When to upgrade your panel', 'Quand changer son panneau électrique'),
    ],
    faq: [
      [
        t('Are you licensed?', 'Êtes-vous licenciés?'),
        t('Yes, fully licensed and insured.', 'Oui, licenciés et assurés.'),
      ],
    ],
  },
  {
    id: 'hair-salon',
    label: t('Hair salon', 'Salon de coiffure'),
    namePattern: t('Salon {name}', 'Salon {name}'),
    pitch: t('cuts, colours and styles hair for everyone', 'coupe, colore et coiffe tout le monde'),
    tags: [t('haircuts', 'coupes'), t('colour', 'coloration'), t('walk-ins', 'sans rendez-vous')],
    items: [
      item(t('Haircut', 'Coupe'), 'SERVICE', [30, 65], VISIT),
      item(t('Colour', 'Coloration'), 'SERVICE', [80, 160], VISIT),
      item(t('Student discount: 15% off', 'Rabais étudiant : 15 %'), 'OFFER', null),
    ],
    articleTopics: [
      t('Caring for coloured hair', 'Prendre soin des cheveux colorés'),
      t('This season’s cuts', 'Les coupes de la saison'),
    ],
    faq: [
      [
        t('Do you take walk-ins?', 'Acceptez-vous sans rendez-vous?'),
        t(
          'Weekday mornings, when a chair is free.',
          'En semaine le matin, quand une chaise est libre.',
        ),
      ],
    ],
  },
  {
    id: 'bookstore',
    label: t('Bookstore', 'Librairie'),
    namePattern: t('{name} Books', 'Librairie {name}'),
    pitch: t(
      'sells new and used books in both languages',
      'vend des livres neufs et usagés dans les deux langues',
    ),
    tags: [t('books', 'livres'), t('used books', 'livres usagés'), t('readings', 'lectures')],
    items: [
      item(t('Gift card', 'Carte-cadeau'), 'OTHER', null),
      item(
        t('Book club membership', 'Abonnement au club de lecture'),
        'SERVICE',
        [30, 60],
        t('year', 'an'),
      ),
      item(t('Author reading', 'Lecture d’auteur'), 'EVENT', [0, 0], null),
    ],
    articleTopics: [
      t('Our picks for the holidays', 'Nos choix pour les Fêtes'),
      t('Five local authors to read now', 'Cinq auteurs d’ici à lire maintenant'),
    ],
    faq: [
      [
        t('Do you buy used books?', 'Achetez-vous des livres usagés?'),
        t('Yes, for store credit, on weekdays.', 'Oui, en crédit en magasin, en semaine.'),
      ],
    ],
  },
  {
    id: 'bicycle-shop',
    label: t('Bicycle shop', 'Boutique de vélos'),
    namePattern: t('{name} Cycles', 'Vélos {name}'),
    pitch: t('sells, repairs and rents bicycles', 'vend, répare et loue des vélos'),
    tags: [
      t('bike repair', 'réparation de vélos'),
      t('e-bikes', 'vélos électriques'),
      t('rentals', 'location'),
    ],
    items: [
      item(t('Spring tune-up', 'Mise au point printanière'), 'SERVICE', [69, 119], VISIT),
      item(t('City e-bike', 'Vélo électrique urbain'), 'PRODUCT', [1800, 3200], EACH),
      item(t('Bike rental', 'Location de vélo'), 'SERVICE', [30, 55], t('day', 'jour')),
    ],
    articleTopics: [
      t('Winter cycling basics', 'Les bases du vélo d’hiver'),
      t('Choosing your first e-bike', 'Choisir son premier vélo électrique'),
    ],
    faq: [
      [
        t('How long does a tune-up take?', 'Combien de temps dure une mise au point?'),
        t('Two to three days in spring.', 'Deux à trois jours au printemps.'),
      ],
    ],
  },
  {
    id: 'accounting-firm',
    label: t('Accounting firm', 'Cabinet comptable'),
    namePattern: t('{name} CPA', '{name} CPA'),
    pitch: t(
      'prepares taxes and books for families and small businesses',
      'prépare impôts et comptabilité pour familles et PME',
    ),
    tags: [
      t('income tax', 'impôts'),
      t('bookkeeping', 'tenue de livres'),
      t('small business', 'PME'),
    ],
    items: [
      item(
        t('Personal tax return', 'Déclaration de revenus personnelle'),
        'SERVICE',
        [90, 180],
        t('return', 'déclaration'),
      ),
      item(
        t('Monthly bookkeeping', 'Tenue de livres mensuelle'),
        'SERVICE',
        [150, 450],
        t('month', 'mois'),
      ),
      item(t('Incorporation package', 'Forfait incorporation'), 'OFFER', null),
    ],
    articleTopics: [
      t('Tax season checklist', 'Liste de contrôle pour la saison des impôts'),
      t('Should you incorporate?', 'Faut-il s’incorporer?'),
    ],
    faq: [
      [
        t('Do you file in Québec and federally?', 'Produisez-vous au Québec et au fédéral?'),
        t('Yes, both returns together.', 'Oui, les deux déclarations ensemble.'),
      ],
    ],
  },
  {
    id: 'law-office',
    label: t('Law office', 'Cabinet d’avocats'),
    namePattern: t('{name} Law', '{name} Avocats'),
    pitch: t(
      'advises on family, real estate and business law',
      'conseille en droit familial, immobilier et des affaires',
    ),
    tags: [
      t('family law', 'droit familial'),
      t('real estate law', 'droit immobilier'),
      t('wills', 'testaments'),
    ],
    items: [
      item(
        t('Initial consultation', 'Consultation initiale'),
        'SERVICE',
        [0, 150],
        t('30 min', '30 min'),
      ),
      item(t('Will and mandate', 'Testament et mandat'), 'SERVICE', [450, 900], null),
    ],
    articleTopics: [
      t('Why everyone needs a will', 'Pourquoi tout le monde a besoin d’un testament'),
      t('Buying a home: the legal steps', 'Acheter une maison : les étapes juridiques'),
    ],
    faq: [
      [
        t('Is the first consultation free?', 'La première consultation est-elle gratuite?'),
        t('The first 30 minutes are, by phone.', 'Les 30 premières minutes, par téléphone.'),
      ],
    ],
  },
  {
    id: 'florist',
    label: t('Florist', 'Fleuriste'),
    namePattern: t('{name} Flowers', 'Fleurs {name}'),
    pitch: t(
      'designs bouquets for every occasion',
      'compose des bouquets pour toutes les occasions',
    ),
    tags: [t('bouquets', 'bouquets'), t('weddings', 'mariages'), t('delivery', 'livraison')],
    items: [
      item(t('Seasonal bouquet', 'Bouquet de saison'), 'PRODUCT', [35, 90], EACH),
      item(t('Wedding flowers', 'Fleurs de mariage'), 'SERVICE', null),
      item(t('Same-day delivery', 'Livraison le jour même'), 'SERVICE', [12, 20], null),
    ],
    articleTopics: [
      t('Making cut flowers last', 'Faire durer les fleurs coupées'),
      t('Local flowers through the seasons', 'Les fleurs locales au fil des saisons'),
    ],
    faq: [
      [
        t('Do you deliver?', 'Livrez-vous?'),
        t('Yes, same day if ordered before noon.', 'Oui, le jour même si commandé avant midi.'),
      ],
    ],
  },
  {
    id: 'auto-repair',
    label: t('Auto repair', 'Garage'),
    namePattern: t('{name} Auto', 'Garage {name}'),
    pitch: t(
      'services and repairs cars of every make',
      'entretient et répare les véhicules de toutes marques',
    ),
    tags: [t('tires', 'pneus'), t('oil change', 'vidange d’huile'), t('inspection', 'inspection')],
    items: [
      item(t('Oil change', 'Vidange d’huile'), 'SERVICE', [59, 99], VISIT),
      item(
        t('Winter tire installation', 'Pose de pneus d’hiver'),
        'SERVICE',
        [60, 100],
        t('set', 'ensemble'),
      ),
      item(
        t('Winter tires, set of 4', 'Pneus d’hiver, ensemble de 4'),
        'PRODUCT',
        [520, 980],
        t('set', 'ensemble'),
      ),
    ],
    articleTopics: [
      t('When to switch to winter tires', 'Quand poser ses pneus d’hiver'),
      t('What that dashboard light means', 'Ce que signifie ce voyant au tableau de bord'),
    ],
    faq: [
      [
        t('Do you offer courtesy cars?', 'Offrez-vous des voitures de courtoisie?'),
        t('Two, on reservation.', 'Deux, sur réservation.'),
      ],
    ],
  },
  {
    id: 'yoga-studio',
    label: t('Yoga studio', 'Studio de yoga'),
    namePattern: t('{name} Yoga', 'Yoga {name}'),
    pitch: t('teaches yoga for every level', 'enseigne le yoga à tous les niveaux'),
    tags: [t('yoga', 'yoga'), t('meditation', 'méditation'), t('beginners', 'débutants')],
    items: [
      item(t('Drop-in class', 'Cours à l’unité'), 'SERVICE', [18, 25], t('class', 'cours')),
      item(t('Monthly unlimited', 'Illimité mensuel'), 'OFFER', [110, 160], t('month', 'mois')),
      item(
        t('Weekend retreat', 'Retraite de fin de semaine'),
        'EVENT',
        [290, 480],
        t('person', 'personne'),
      ),
    ],
    articleTopics: [
      t('Your first yoga class', 'Votre premier cours de yoga'),
      t('Breathing for better sleep', 'Respirer pour mieux dormir'),
    ],
    faq: [
      [
        t('Do I need my own mat?', 'Faut-il son propre tapis?'),
        t('No, we lend mats for free.', 'Non, nous prêtons les tapis gratuitement.'),
      ],
    ],
  },
  {
    id: 'veterinary-clinic',
    label: t('Veterinary clinic', 'Clinique vétérinaire'),
    namePattern: t('{name} Animal Hospital', 'Clinique vétérinaire {name}'),
    pitch: t('cares for cats, dogs and small animals', 'soigne chats, chiens et petits animaux'),
    tags: [t('vaccines', 'vaccins'), t('surgery', 'chirurgie'), t('emergencies', 'urgences')],
    items: [
      item(t('Annual check-up', 'Examen annuel'), 'SERVICE', [75, 120], VISIT),
      item(t('Vaccination', 'Vaccination'), 'SERVICE', [40, 85], t('dose', 'dose')),
      item(
        t('Prescription pet food', 'Nourriture thérapeutique'),
        'PRODUCT',
        [45, 110],
        t('bag', 'sac'),
      ),
    ],
    articleTopics: [
      t('Ticks and your dog', 'Les tiques et votre chien'),
      t('Bringing home a kitten', 'Accueillir un chaton'),
    ],
    faq: [
      [
        t('Do you see exotic pets?', 'Soignez-vous les animaux exotiques?'),
        t('Rabbits and birds, yes; reptiles, no.', 'Lapins et oiseaux, oui; reptiles, non.'),
      ],
    ],
  },
  {
    id: 'grocery',
    label: t('Fine grocery', 'Épicerie fine'),
    namePattern: t('{name} Market', 'Épicerie {name}'),
    pitch: t(
      'sells local cheese, charcuterie and pantry goods',
      'vend fromages, charcuteries et produits fins d’ici',
    ),
    tags: [
      t('local products', 'produits locaux'),
      t('cheese', 'fromages'),
      t('gift baskets', 'paniers-cadeaux'),
    ],
    items: [
      item(t('Local cheese board', 'Plateau de fromages d’ici'), 'PRODUCT', [30, 75], EACH),
      item(
        t('Maple syrup, 540 mL', 'Sirop d’érable, 540 mL'),
        'PRODUCT',
        [12, 18],
        t('can', 'boîte'),
      ),
      item(t('Gift basket', 'Panier-cadeau'), 'PRODUCT', [45, 150], EACH),
    ],
    articleTopics: [
      t('Building the perfect cheese board', 'Composer le plateau de fromages parfait'),
      t('A guide to maple syrup grades', 'Guide des catégories de sirop d’érable'),
    ],
    faq: [
      [
        t('Do you make gift baskets to order?', 'Faites-vous des paniers-cadeaux sur commande?'),
        t('Yes, with 48 hours’ notice.', 'Oui, avec 48 heures de préavis.'),
      ],
    ],
  },
  {
    id: 'photography-studio',
    label: t('Photography studio', 'Studio de photographie'),
    namePattern: t('{name} Photography', 'Photographie {name}'),
    pitch: t(
      'shoots portraits, weddings and products',
      'photographie portraits, mariages et produits',
    ),
    tags: [
      t('portraits', 'portraits'),
      t('weddings', 'mariages'),
      t('headshots', 'photos professionnelles'),
    ],
    items: [
      item(t('Portrait session', 'Séance portrait'), 'SERVICE', [150, 350], t('session', 'séance')),
      item(t('Wedding package', 'Forfait mariage'), 'OFFER', [2200, 4800], null),
      item(t('Print, 11 × 14', 'Épreuve, 11 × 14'), 'PRODUCT', [35, 60], EACH),
    ],
    articleTopics: [
      t('What to wear for a portrait', 'Quoi porter pour un portrait'),
      t('Planning your wedding photos', 'Planifier les photos de mariage'),
    ],
    faq: [
      [
        t('When do we get the photos?', 'Quand recevons-nous les photos?'),
        t(
          'Within three weeks, in an online gallery.',
          'En trois semaines, dans une galerie en ligne.',
        ),
      ],
    ],
  },
  {
    id: 'event-venue',
    label: t('Event venue', 'Salle de réception'),
    namePattern: t('The {name} Hall', 'Salle {name}'),
    pitch: t(
      'hosts weddings, concerts and corporate events',
      'accueille mariages, spectacles et événements d’entreprise',
    ),
    tags: [
      t('weddings', 'mariages'),
      t('concerts', 'spectacles'),
      t('corporate events', 'événements d’entreprise'),
    ],
    items: [
      item(t('Hall rental', 'Location de salle'), 'SERVICE', null),
      item(t('Friday concert', 'Spectacle du vendredi'), 'EVENT', [20, 45], t('ticket', 'billet')),
      item(t('Open house', 'Portes ouvertes'), 'EVENT', [0, 0], null),
      item(
        t('Holiday party package', 'Forfait party des Fêtes'),
        'OFFER',
        [45, 85],
        t('person', 'personne'),
      ),
    ],
    articleTopics: [
      t('Planning a winter wedding', 'Planifier un mariage d’hiver'),
      t('This season’s concerts', 'Les spectacles de la saison'),
    ],
    faq: [
      [
        t('How many guests can you host?', 'Combien d’invités pouvez-vous recevoir?'),
        t('Up to 220 seated.', 'Jusqu’à 220 assis.'),
      ],
    ],
  },
];

export { SHARED_FAQ };
