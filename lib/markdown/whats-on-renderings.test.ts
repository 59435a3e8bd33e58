import { describe, expect, it } from 'vitest';
import type { ContentEntry } from '@/lib/content/content-entry';
import { whatsOnIcs } from '@/lib/companions/event-calendar';
import { markdownContext } from '@/lib/companions/directory-source';
import { contentResultsOf } from '@/lib/models/content-results';
import { fakeContentStore, sampleEntry } from '@/lib/models/testing/fake-content-store';
import { whatsOnModelOf } from '@/lib/models/whats-on';
import { whatsOnItemListJsonLd } from '@/lib/seo/whats-on-json-ld';
import { contentResultsMarkdown } from './content-results-markdown';
import { renderWhatsOnTwin } from './whats-on-twin';

const now = new Date('2026-11-27T12:00:00Z');
const workshop: ContentEntry = {
  ...sampleEntry,
  kind: 'event',
  key: 'bread-workshop',
  title: 'Bread [workshop]',
  path: '/business/maple-bakery/catalog/bread-workshop',
  itemType: 'EVENT',
  event: {
    start: '2026-12-05T10:00:00-05:00',
    end: '2026-12-05T13:00:00-05:00',
    hasTime: true,
    timeZone: 'America/Toronto',
    startsAt: '2026-12-05T15:00:00.000Z',
    endsAt: '2026-12-05T18:00:00.000Z',
    place: '1 Main St, Ottawa',
  },
};
const answer: ContentEntry = {
  ...sampleEntry,
  kind: 'answer',
  key: 'bread-gluten',
  title: 'Is the bread gluten-free?',
  path: '/business/maple-bakery/faq#bread-gluten',
  itemType: null,
  price: null,
  availability: null,
};
const store = fakeContentStore([workshop, answer]);

describe("What's on's renderings", () => {
  it('writes the twin with a heading per day and per event, dates with their offset', async () => {
    const model = (await whatsOnModelOf(store, { locale: 'en', page: 1, now }))!;
    const twin = renderWhatsOnTwin(model, markdownContext('en'));
    expect(twin).toMatch(/^# What's on$/m);
    expect(twin).toMatch(/^## Saturday, December 5, 2026$/m);
    // Untrusted text stays text: the title's brackets cannot close the link early.
    expect(twin).toMatch(/^### \[Bread \(workshop\)\]\(http.*bread-workshop\.md\)$/m);
    expect(twin).toContain('(2026-12-05T10:00:00-05:00)');
    expect(twin).toContain('Place: 1 Main St, Ottawa');
  });

  it('states each event in JSON-LD with its place, and in the calendar in UTC', async () => {
    const model = (await whatsOnModelOf(store, { locale: 'en', page: 1, now }))!;
    const list = whatsOnItemListJsonLd(model);
    expect(list.itemListElement).toMatchObject([
      {
        position: 1,
        item: {
          '@type': 'Event',
          name: 'Bread [workshop]',
          startDate: '2026-12-05T10:00:00-05:00',
          endDate: '2026-12-05T13:00:00-05:00',
          location: { '@type': 'Place', name: '1 Main St, Ottawa' },
          organizer: { name: 'Maple Bakery' },
        },
      },
    ]);
    const ics = whatsOnIcs(model, now);
    expect(ics).toContain('DTSTART:20261205T150000Z');
    expect(ics).toContain('DTEND:20261205T180000Z');
    expect(ics).toContain('SUMMARY:Bread [workshop]');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('lists a search’s content results under the page’s headings, an answer linked to its anchor', async () => {
    const model = await contentResultsOf(store, { locale: 'en', text: 'bread' }, now);
    const markdown = contentResultsMarkdown(model, markdownContext('en'), () => '');
    expect(markdown).toMatch(/^## What businesses offer$/m);
    expect(markdown).toMatch(/^### Events$/m);
    expect(markdown).toMatch(/^### Answers$/m);
    expect(markdown).toMatch(
      /^#### \[Is the bread gluten-free\?\]\(http.*\/faq\.md#bread-gluten\)$/m,
    );
  });
});
