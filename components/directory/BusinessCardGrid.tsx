import type { CardRating, DirectoryCard } from '@/lib/directory/directory-cards';
import { BusinessCard } from './BusinessCard';

interface BusinessCardGridProps {
  cards: readonly DirectoryCard[];
  /** The known ratings of these businesses, by slug. */
  ratings?: Record<string, CardRating>;
  /** On a city page, that city. */
  city?: string;
}

/** One page of a listing's cards, as a grid; nothing for an empty page (its status says so). */
export function BusinessCardGrid({ cards, ratings = {}, city }: BusinessCardGridProps) {
  if (cards.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-4 sm:mt-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.slug}>
          <BusinessCard entry={card} rating={ratings[card.slug]} city={city} />
        </li>
      ))}
    </ul>
  );
}
