import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, describeEntries, describeValue, type ValueNode } from './enrichment-shapes';
import { MAX_ITEMS, asFaq, asMatrixTable, asRecordTable } from './enrichment-tables';

describe('shape detection', () => {
  it('finds FAQ-like arrays with question/answer or q/a', () => {
    expect(asFaq([{ question: 'Why?', answer: 'Because.' }])).toEqual([
      { question: 'Why?', answer: 'Because.' },
    ]);
    expect(
      asFaq([
        { q: 'How?', a: 'So.' },
        { question: 'When?', answer: 'Now.' },
      ]),
    ).toHaveLength(2);
    expect(asFaq([{ question: 'Why?' }])).toBeNull();
    expect(asFaq([{ question: 'Why?', answer: 'Because.' }, 'stray'])).toBeNull();
    expect(asFaq([])).toBeNull();
  });

  it('finds comparison tables: arrays of flat objects, columns in order of appearance', () => {
    expect(
      asRecordTable([
        { model: 'A', torque: 530 },
        { model: 'B', weight: '1.2 kg' },
      ]),
    ).toEqual({
      columns: ['model', 'torque', 'weight'],
      rows: [
        ['A', 530, null],
        ['B', null, '1.2 kg'],
      ],
    });
    expect(asRecordTable([{ model: 'A', nested: { x: 1 } }])).toBeNull();
    expect(asRecordTable(['a', 'b'])).toBeNull();
  });

  it('finds tables given as columns and rows', () => {
    expect(
      asMatrixTable({
        caption: 'Compared',
        columns: ['Model', 'Price'],
        rows: [['Drill', 129], ['Driver']],
      }),
    ).toEqual({
      caption: 'Compared',
      columns: ['Model', 'Price'],
      rows: [
        ['Drill', 129],
        ['Driver', null],
      ],
    });
    expect(asMatrixTable({ columns: ['A'], rows: [['x', 'too many']] })).toBeNull();
    expect(asMatrixTable({ columns: ['A'], rows: [['x']], other: 1 })).toBeNull();
  });
});

describe('describeValue', () => {
  it('describes scalars by kind, with dates and http(s) links recognised', () => {
    expect(describeValue('plain')).toEqual({ kind: 'text', value: 'plain' });
    expect(describeValue(3)).toEqual({ kind: 'number', value: 3 });
    expect(describeValue(false)).toEqual({ kind: 'boolean', value: false });
    expect(describeValue('2026-04-18')).toEqual({
      kind: 'date',
      iso: '2026-04-18',
      hasTime: false,
    });
    expect(describeValue('https://example.com/a b')).toEqual({
      kind: 'text',
      value: 'https://example.com/a b',
    });
    expect(describeValue('https://example.com/x')).toEqual({
      kind: 'link',
      href: 'https://example.com/x',
    });
    expect(describeValue('javascript:alert(1)')).toEqual({
      kind: 'text',
      value: 'javascript:alert(1)',
    });
  });

  it('groups objects with humanized labels and drops empty entries', () => {
    const node = describeValue({ powerSource: 'battery', empty: '', nothing: null, list: [] });
    expect(node).toEqual({
      kind: 'group',
      entries: [
        { key: 'powerSource', label: 'Power source', value: { kind: 'text', value: 'battery' } },
      ],
      omitted: 0,
    });
  });

  it('lays out FAQ and comparison shapes wherever they are nested', () => {
    const entries = describeEntries({
      faq: [{ question: 'Q?', answer: 'A.' }],
      more: {
        compared: [
          { name: 'A', price: 1 },
          { name: 'B', price: 2 },
        ],
      },
    });
    expect(entries[0]?.value.kind).toBe('faq');
    const more = entries[1]?.value;
    expect(more?.kind === 'group' && more.entries[0]?.value.kind).toBe('table');
  });

  it('caps depth: nothing below MAX_DEPTH is described', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 50; level += 1) deep = { next: deep };
    let node: ValueNode = describeValue(deep);
    let depth = 0;
    while (node.kind === 'group') {
      node = node.entries[0]!.value;
      depth += 1;
    }
    expect(node.kind).toBe('truncated');
    expect(depth).toBe(MAX_DEPTH);
  });

  it('caps breadth and says how much was left out', () => {
    const node = describeValue(
      Array.from({ length: MAX_ITEMS + 7 }, (_, index) => `item ${index}`),
    );
    expect(node.kind === 'list' && [node.items.length, node.omitted]).toEqual([MAX_ITEMS, 7]);
  });
});
