import { describe, expect, it } from 'vitest';
import { listedBusiness } from './listed-business-fixture';
import { listedBusinessOf, MARKDOWN_LEAD_LENGTH } from './listed-business';
import { ListingIndexBuilder } from './listing-index';

// The stored listing keeps only what the index reads: an index built from it equals the API's.
describe('listedBusinessOf', () => {
  it('builds the same entries as the whole business, a long body and a link past the lead included', () => {
    const link = `[menu](https://example.com/${'x'.repeat(3_000)})`;
    const business = {
      ...listedBusiness('fournil', 'Le Fournil'),
      description: '',
      markdown: `${'Pain au levain, croissants et brioches. '.repeat(45)}${link} ${'fin '.repeat(900)}`,
      tags: ['bio', 'sans gluten'],
      areas: ['Outaouais'],
      businessTypes: [{ id: 't1', label: 'Boulangerie' }],
      email: 'private@example.com',
      phone: '+1 819 555 0100',
    };
    const second = { ...business, slug: 'atelier', description: 'A bakery' };
    const fromApi = new ListingIndexBuilder();
    const fromStore = new ListingIndexBuilder();
    for (const each of [business, second]) {
      fromApi.add(each);
      fromStore.add(JSON.parse(JSON.stringify(listedBusinessOf(each))));
    }
    expect(fromStore.build('fr')).toEqual(fromApi.build('fr'));
    const stored = listedBusinessOf(business);
    expect(stored.markdown).toHaveLength(MARKDOWN_LEAD_LENGTH);
    expect(JSON.stringify(stored)).not.toContain('private@example.com');
  });
});
