import type { SearchQuery } from '../../lib/directory/search/search-query';

/*
 * What the search bench asks, in both languages: words, typos, plurals, prefixes, several
 * words, the other language, then filters, sorts, pages and a text that finds nothing.
 */

type BenchQuery = Partial<SearchQuery> & { locale: 'en' | 'fr' };

const TEXTS: Record<'en' | 'fr', string[]> = {
  en: [
    'bakery',
    'bakrey',
    'bakeries',
    'hardwre',
    'dentiste',
    'plumbing montreal',
    'sourdough bread',
    'sherbr',
    'gatin',
    'law office ottawa',
  ],
  fr: [
    'boulangerie',
    'boulangrie',
    'quincailerie',
    'dentist',
    'plomberie montréal',
    'pain au levain',
    'sherbr',
    'gatin',
    'trois-rivières',
    'tremblay boulangerie',
  ],
};

export const SEARCH_BENCH_QUERIES: BenchQuery[] = [
  ...(['en', 'fr'] as const).flatMap((locale) => TEXTS[locale].map((text) => ({ locale, text }))),
  { locale: 'en', text: 'bakery', city: 'montreal' },
  { locale: 'en', text: 'repair', category: 'electrician', verified: true },
  { locale: 'en', text: '', category: 'bakery', sort: 'name' },
  { locale: 'en', text: '', city: 'ottawa', region: 'CA-ON', page: 3 },
  { locale: 'en', text: 'street', sort: 'updated', page: 2 },
  { locale: 'fr', text: 'rue', limit: 50 },
  { locale: 'fr', text: '', region: 'QC', sort: 'updated' },
  { locale: 'en', text: 'xylophone bakery' },
];
