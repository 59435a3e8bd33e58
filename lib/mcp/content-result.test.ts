import { describe, expect, it } from 'vitest';
import { siteTranslator } from '@/lib/i18n/translator';
import { contentHitView } from '@/lib/models/content-hit';
import type { ContentEntry } from '@/lib/content/content-entry';
import { contentId, contentResultOf, contentResultSchema, parseContentId } from './content-result';
import { SAMPLE_ENTRIES } from './testing/content-fixtures';

const resultOf = (entry: ContentEntry) =>
  contentResultOf(
    contentHitView(entry, {
      locale: entry.locale,
      siteUrl: 'http://localhost:3000',
      directoryName: 'Open Business Directory',
      t: siteTranslator(entry.locale),
      now: new Date('2026-11-27T12:00:00Z'),
    }),
    entry.locale,
  );

describe('content ids', () => {
  it('round-trips kind, business and key, and tells a business slug apart', () => {
    for (const entry of SAMPLE_ENTRIES)
      expect(parseContentId(contentId(entry))).toEqual({
        kind: entry.kind,
        businessSlug: entry.business.slug,
        key: entry.key,
      });
    expect(parseContentId('document:cafe:terms:v2')).toEqual({
      kind: 'document',
      businessSlug: 'cafe',
      key: 'terms:v2',
    });
    for (const id of ['boulangerie-du-plateau', 'item:cafe', 'item::x', 'recipe:cafe:x'])
      expect(parseContentId(id), id).toBeNull();
  });
});

describe('contentResultOf', () => {
  it('gives each entry the shape its schema states, event dates as stored', () => {
    for (const entry of SAMPLE_ENTRIES) {
      const result = resultOf(entry);
      expect(contentResultSchema.parse(result)).toEqual(result);
    }
    const event = resultOf(SAMPLE_ENTRIES[1]!);
    expect(event.event).toEqual({
      start: '2030-02-14T09:00:00-05:00',
      end: '2030-02-14T12:00:00-05:00',
      hasTime: true,
      timeZone: 'America/Toronto',
      place: '5280 boulevard Saint-Laurent, Montréal',
    });
  });
});
