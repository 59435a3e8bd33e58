import type { GroupEntry } from '@/lib/catalog/enrichment-shapes';
import { ValueView } from './ValueView';

/**
 * The API's AI-generated enrichment of an item (FAQ, comparisons and the like), whatever its
 * shape: one titled part per top-level key, each value laid out by what it looks like. The
 * description is capped in depth and breadth (lib/catalog/enrichment-shapes).
 */
export function EnrichmentView({ entries, timeZone }: { entries: GroupEntry[]; timeZone: string }) {
  return (
    <div className="space-y-6" data-testid="item-enrichment">
      {entries.map((entry, index) => (
        <section key={entry.key} aria-labelledby={`enrichment-${index}`}>
          <h3 id={`enrichment-${index}`} className="mb-2 heading-md">
            {entry.label}
          </h3>
          <ValueView node={entry.value} timeZone={timeZone} />
        </section>
      ))}
    </div>
  );
}
