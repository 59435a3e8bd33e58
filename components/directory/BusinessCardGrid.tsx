import type { DirectoryCard } from '@/lib/directory/directory-cards';
import { BusinessCard } from './BusinessCard';

/** One page of a listing's cards, as a grid; nothing for an empty page (its status says so). */
export function BusinessCardGrid({ cards }: { cards: readonly DirectoryCard[] }) {
  if (cards.length === 0) return null;
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.slug}>
          <BusinessCard entry={card} />
        </li>
      ))}
    </ul>
  );
}
