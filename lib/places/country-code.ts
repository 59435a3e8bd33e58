import { foldAccents } from '@/lib/text/slug';

/*
 * A country as the API writes it ("Canada", "France", "CA") to its ISO 3166-1 alpha-2 code,
 * which schema.org's addressCountry and time-zone lookup expect. Names are read in English and
 * French through the runtime's own region names, so no table is kept here.
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NAME_LOCALES = ['en', 'fr'] as const;

let byName: Map<string, string> | null = null;

function normalized(name: string): string {
  return foldAccents(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();
}

function namesTable(): Map<string, string> {
  if (byName) return byName;
  const table = new Map<string, string>();
  const displays = NAME_LOCALES.map(
    (locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }),
  );
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = `${first}${second}`;
      // User-assigned codes (QM–QZ, XA–XZ, ZZ) name no country.
      if ((first === 'Q' && second >= 'M') || first === 'X' || code === 'ZZ') continue;
      for (const display of displays) {
        let name: string | undefined;
        try {
          name = display.of(code);
        } catch {
          name = undefined;
        }
        // The first code to claim a name keeps it: FR before FX ("Metropolitan France").
        const key = name ? normalized(name) : '';
        if (name && name !== code && !table.has(key)) table.set(key, code);
      }
    }
  }
  // Names people write that the runtime spells otherwise.
  for (const [name, code] of [
    ['usa', 'US'],
    ['united states of america', 'US'],
    ['etats unis d amerique', 'US'],
    ['uk', 'GB'],
    ['great britain', 'GB'],
  ] as const) {
    table.set(name, code);
  }
  byName = table;
  return table;
}

/** The ISO 3166-1 alpha-2 code of a country name or code, or null when it is not one. */
export function countryCode(country: string | null | undefined): string | null {
  const text = country?.trim() ?? '';
  if (text === '') return null;
  if (/^[A-Za-z]{2}$/.test(text)) {
    const code = text.toUpperCase();
    const name = regionName(code);
    return name !== undefined && namesTable().get(normalized(name)) === code ? code : null;
  }
  return namesTable().get(normalized(text)) ?? null;
}

function regionName(code: string): string | undefined {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code);
    return name === code ? undefined : name;
  } catch {
    return undefined;
  }
}
