/** The words a free-form JSON key is made of, as a label: the fallback where no dictionary names it. */

const ACRONYMS = new Set([
  'faq',
  'url',
  'id',
  'sku',
  'seo',
  'gps',
  'vat',
  'gst',
  'qst',
  'pst',
  'hst',
  'csa',
  'ulc',
]);

/** "warrantyYears", "start_date", "max-tile" → "Warranty years", "Start date", "Max tile". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      if (ACRONYMS.has(word.toLowerCase())) return word.toUpperCase();
      return /^[A-Z\d]{2,}$/.test(word) ? word : word.toLowerCase();
    });
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
