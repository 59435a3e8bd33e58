import type { Lang } from '../types';

/**
 * Review phrases for synthetic businesses, by how happy the customer was. Each review is written
 * in one language (see ReviewSeed), so phrases are per language, not bilingual pairs.
 */
interface ReviewPhrases {
  titles: readonly string[];
  contents: readonly string[];
}

type Mood = 'happy' | 'mixed' | 'unhappy';

export const REVIEW_PHRASES: Record<Lang, Record<Mood, ReviewPhrases>> = {
  en: {
    happy: {
      titles: [
        'Excellent service',
        'Highly recommend',
        'Always a pleasure',
        'Top quality',
        'Our go-to place',
      ],
      contents: [
        'Friendly staff and great quality. We will be back.',
        'Exactly what we needed, done quickly and well.',
        'Best in {city}, no question.',
        'Service in English and French, and everyone was kind.',
      ],
    },
    mixed: {
      titles: ['Decent', 'Good but pricey', 'Mixed feelings'],
      contents: [
        'Good overall, but the wait was long.',
        'Quality is fine; prices are a bit high for {city}.',
        'Nice people, uneven results.',
      ],
    },
    unhappy: {
      titles: ['Disappointed', 'Not as advertised', 'Poor follow-up'],
      contents: [
        'Our order was late and nobody called.',
        'Would not go back.',
        'Had to ask three times for the same thing.',
      ],
    },
  },
  fr: {
    happy: {
      titles: [
        'Excellent service',
        'Je recommande',
        'Toujours un plaisir',
        'Qualité au rendez-vous',
        'Notre adresse préférée',
      ],
      contents: [
        'Personnel sympathique et qualité au rendez-vous. Nous reviendrons.',
        'Exactement ce qu’il nous fallait, vite et bien fait.',
        'Le meilleur à {city}, sans hésiter.',
        'Service en français et en anglais, et tout le monde était aimable.',
      ],
    },
    mixed: {
      titles: ['Correct', 'Bien mais cher', 'Mitigé'],
      contents: [
        'Bien dans l’ensemble, mais l’attente était longue.',
        'Qualité correcte; prix un peu élevés pour {city}.',
        'Des gens gentils, des résultats inégaux.',
      ],
    },
    unhappy: {
      titles: ['Déçu', 'Pas à la hauteur', 'Suivi décevant'],
      contents: [
        'Notre commande était en retard et personne n’a appelé.',
        'Je n’y retournerai pas.',
        'J’ai dû demander trois fois la même chose.',
      ],
    },
  },
};

export function moodOf(rating: number): Mood {
  if (rating >= 4) return 'happy';
  return rating >= 2.5 ? 'mixed' : 'unhappy';
}

/** Half-star ratings, weighted the way real directories skew: mostly good, a long tail of bad. */
export const RATING_POOL: readonly number[] = [
  5, 5, 5, 4.5, 4.5, 4.5, 4, 4, 4, 3.5, 3, 2.5, 2, 1.5, 1, 0.5,
];
