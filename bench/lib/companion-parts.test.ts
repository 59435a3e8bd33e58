import { describe, expect, it } from 'vitest';
import { listedParts, pickParts } from './companion-parts';

describe('listedParts', () => {
  it('reads the parts of an ai-content index in either language', () => {
    const en =
      'Businesses: 3\n\n- Part 1: http://localhost:3000/ai-content/1.txt (2 businesses, last updated -)\n- Part 2: http://localhost:3000/ai-content/2.txt?since=x (1 business, last updated -)\n';
    expect(listedParts('/ai-content.txt', en)).toEqual([
      '/ai-content/1.txt',
      '/ai-content/2.txt?since=x',
    ]);
    const fr = '- Partie 1 : http://localhost:3000/fr/ai-content/1.txt (2 entreprises, …)\n';
    expect(listedParts('/fr/ai-content.txt', fr)).toEqual(['/fr/ai-content/1.txt']);
  });

  it('reads the parts of an open-data index, and none of a whole file', () => {
    const json = JSON.stringify({ parts: [{ url: 'http://h/api/companies/1.json' }] });
    expect(listedParts('/api/companies.json', json)).toEqual(['/api/companies/1.json']);
    expect(listedParts('/api/companies.json', JSON.stringify({ data: [] }))).toEqual([]);
    const ndjson = `${JSON.stringify({ part: 1, url: 'http://h/api/companies/1.ndjson' })}\n`;
    expect(listedParts('/api/companies.ndjson', ndjson)).toEqual(['/api/companies/1.ndjson']);
    // Records, not parts.
    const records = `${JSON.stringify({ slug: 'a', url: 'http://a.example' })}\n`;
    expect(listedParts('/api/companies.ndjson', records)).toEqual([]);
    expect(listedParts('/ai-content.txt', 'Businesses: 3\n=====\nA business\n')).toEqual([]);
  });
});

describe('pickParts', () => {
  it('counts negative numbers from the end and 0 as the middle, each part once', () => {
    expect(pickParts(201, [2, 0, -1])).toEqual([2, 101, 201]);
    expect(pickParts(3, [1, 0, -1, 2])).toEqual([1, 2, 3]);
    expect(pickParts(2, [3, -3])).toEqual([]);
  });
});
