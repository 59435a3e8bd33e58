/*
 * The facts a page states in its JSON-LD that a reader of its Markdown twin must find there
 * too: names, addresses, phones, prices, ratings and dates. Structural nodes (breadcrumbs, the
 * site's search action, logos) state no fact about the page's subject and are skipped.
 */

const FACT_KEYS = [
  'name',
  'headline',
  'streetAddress',
  'addressLocality',
  'postalCode',
  'telephone',
  'price',
  'ratingValue',
  'reviewCount',
  'startDate',
  'endDate',
  'validFrom',
  'validThrough',
  'datePublished',
] as const;

const STRUCTURAL_TYPES = new Set(['BreadcrumbList', 'SearchAction', 'EntryPoint', 'ImageObject']);

export interface JsonLdFact {
  key: (typeof FACT_KEYS)[number];
  value: string | number;
}

function typesOf(node: Record<string, unknown>): string[] {
  return [node['@type']].flat().filter((type): type is string => typeof type === 'string');
}

export function jsonLdFacts(blocks: readonly unknown[]): JsonLdFact[] {
  const facts: JsonLdFact[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (typesOf(node).some((type) => STRUCTURAL_TYPES.has(type))) return;
    for (const key of FACT_KEYS) {
      const fact = node[key];
      if (typeof fact === 'string' || typeof fact === 'number') facts.push({ key, value: fact });
    }
    for (const [key, child] of Object.entries(node)) if (key !== '@context') visit(child);
  };
  blocks.forEach(visit);
  return facts;
}

/** The twin as a reader sees its text: Markdown escapes gone, every space a plain one. */
export function readableTwin(markdown: string): string {
  return markdown
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The ways a twin may write a fact: a number in the page's locale, a date at day precision. */
export function spellings(fact: JsonLdFact, locale: 'en' | 'fr'): string[] {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  if (typeof fact.value === 'number') {
    const asNumber = plain(new Intl.NumberFormat(locale).format(fact.value));
    const asPrice = plain(
      new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        fact.value,
      ),
    );
    const decimal = plain(
      new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        fact.value,
      ),
    );
    return [String(fact.value), asNumber, asPrice, decimal];
  }
  const text = plain(fact.value).replace(/\s+/g, ' ').trim();
  // An instant in UTC is shown at day precision (publication dates); one with the place's
  // offset is written whole.
  return /^\d{4}-\d{2}-\d{2}T.*Z$/.test(text) ? [text, text.slice(0, 10)] : [text];
}
