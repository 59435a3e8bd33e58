import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, renderEventIcs, type CalendarEvent } from './event-ics';

const EVENT: CalendarEvent = {
  uid: 'festival/long-table-dinner-2026@dir.example',
  title: 'Long-table dinner',
  description: 'Five courses; local wine, cider.\nBring a sweater.',
  location: 'Rue Saint-Joseph Est, Québec',
  url: 'https://dir.example/business/festival/catalog/long-table-dinner-2026',
  start: { iso: '2026-06-21T00:00:00Z', hasTime: true },
  end: { iso: '2026-06-21T03:30:00Z', hasTime: true },
  producer: 'Open Business Directory',
  stamp: new Date('2026-01-01T00:00:00Z'),
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('renderEventIcs', () => {
  it('writes one VEVENT with UTC times, CRLF line ends and escaped text', () => {
    const ics = renderEventIcs(EVENT);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain('DTSTART:20260621T000000Z');
    expect(lines).toContain('DTEND:20260621T033000Z');
    expect(lines).toContain('DTSTAMP:20260101T000000Z');
    expect(lines).toContain('DESCRIPTION:Five courses\\; local wine\\, cider.\\nBring a sweater.');
    expect(lines).toContain('LOCATION:Rue Saint-Joseph Est\\, Québec');
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('keeps a calendar date an all-day event, ending the next day', () => {
    const ics = renderEventIcs({
      ...EVENT,
      start: { iso: '2026-09-19', hasTime: false },
      end: null,
    });
    expect(ics).toContain('DTSTART;VALUE=DATE:20260919\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20260920\r\n');
  });
});

describe('foldIcsLine', () => {
  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldIcsLine(line);
    for (const part of folded.split('\r\n'))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('escapes nothing twice', () => {
    expect(escapeIcsText('a\\b')).toBe('a\\\\b');
  });
});
