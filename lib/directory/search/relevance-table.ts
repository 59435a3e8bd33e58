/**
 * The relevance table: what a person or an agent types, and the business that must come
 * first, on the sample data's hand-written businesses. Shared by the unit suite and the
 * engines' bench. Add a row whenever a miss is found.
 */
export const RELEVANCE_TABLE: [locale: 'en' | 'fr', text: string, slug: string, why: string][] = [
  ['fr', 'boulangrie', 'boulangerie-du-plateau', 'one letter missing'],
  ['en', 'boulangrie', 'boulangerie-du-plateau', 'one letter missing, in the name'],
  ['fr', 'boulangeries', 'boulangerie-du-plateau', 'French plural'],
  ['en', 'bakeries', 'boulangerie-du-plateau', 'English plural'],
  ['en', 'hardwre', 'quincaillerie-rideau-hardware', 'one letter missing'],
  ['en', 'harware stores', 'quincaillerie-rideau-hardware', 'typo and plural'],
  ['en', 'dentiste', 'clinique-dentaire-allumettieres', 'the French word on the English site'],
  ['fr', 'dentist', 'clinique-dentaire-allumettieres', 'the English word on the French site'],
  ['en', 'dental clinic', 'clinique-dentaire-allumettieres', 'category words'],
  ['fr', 'quincaillerie', 'quincaillerie-rideau-hardware', 'category in French'],
  ['en', 'quincaillerie', 'quincaillerie-rideau-hardware', 'name in French'],
  ['en', 'boul', 'boulangerie-du-plateau', 'prefix while typing'],
  ['fr', 'quinc', 'quincaillerie-rideau-hardware', 'prefix while typing'],
  ['fr', 'depanneur', 'depanneur-chez-ginette', 'accents ignored'],
  ['en', 'DÉPANNEUR chez', 'depanneur-chez-ginette', 'case, accents, and a prefix'],
  ['fr', 'allumettieres', 'clinique-dentaire-allumettieres', 'accents ignored'],
  ['en', 'tech repair ottawa', 'byward-tech-repair', 'several words, with a city'],
  ['en', 'hardware ottawa', 'quincaillerie-rideau-hardware', 'category and city words'],
  ['fr', 'ferme', 'ferme-beausoleil', 'category word'],
  ['en', 'real estate moncton', 'maritime-nest-realty', 'category and city words'],
  ['fr', 'traduction', 'traductions-nordik', 'French singular of a plural name'],
  ['en', 'translation', 'traductions-nordik', 'category'],
  ['fr', 'festival québec', 'festival-des-saveurs-quebec', 'name and city'],
  ['en', 'sourdough', 'boulangerie-du-plateau', 'a tag'],
];
