import type { ContentSearchAnswer } from '@/lib/mcp/content-answers';
import type { ContentHitView } from '@/lib/models/content-hit';

/*
 * The answer of GET /api/content: the agents' answer (lib/mcp/content-answers), the license,
 * and each result's words as its page writes them in the answer's language, so that a reader
 * of the JSON (the home page's island among them) can show a result as the site does without
 * formatting dates or translating types itself. Types only and a pure function: the island
 * imports this module.
 */

/** A result's words as its page shows them, in the answer's language. */
export interface ContentResultLabels {
  /** An item's type ("Event", "Évènement"), else null. */
  type: string | null;
  /** An event's start in its local time ("December 5, 2026 at 10:00 AM"), else null. */
  start: string | null;
  end: string | null;
  /** An item's availability now ("Available"), else null. */
  availability: string | null;
}

export interface ContentSearchBody extends ContentSearchAnswer {
  /** By result id. */
  labels: Record<string, ContentResultLabels>;
  license: string;
  licenseUrl: string;
}

export function labelsOf(hit: ContentHitView | undefined): ContentResultLabels {
  return {
    type: hit?.typeLabel ?? null,
    start: hit?.date?.text ?? null,
    end: hit?.date?.endText ?? null,
    availability: hit?.availability?.text ?? null,
  };
}
