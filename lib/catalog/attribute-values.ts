import type { Locale } from '@/lib/api';

/*
 * What a key says about its value. Catalog attributes put units and kinds in their names
 * ("bladeInches", "depositDollars", "yearBuilt"); a reader wants them beside the number:
 * "Blade: 7 in", "Deposit: 200 dollars", "Year built: 1994" (never "1,994").
 */

/** The units Intl can write, by the words keys end with. */
const UNIT_SUFFIXES: readonly [RegExp, string][] = [
  [/SquareFeet$/, 'square-foot'],
  [/SquareMetres$|SquareMeters$/, 'square-meter'],
  [/Millimetres$|Millimeters$|Mm$/, 'millimeter'],
  [/Centimetres$|Centimeters$|Cm$/, 'centimeter'],
  [/Kilometres$|Kilometers$|Km$/, 'kilometer'],
  [/Metres$|Meters$/, 'meter'],
  [/Inches$/, 'inch'],
  [/Feet$/, 'foot'],
  [/Milligrams$|Mg$/, 'milligram'],
  [/Kilograms$|Kg$/, 'kilogram'],
  [/Grams$/, 'gram'],
  [/Millilitres$|Milliliters$|Ml$/, 'milliliter'],
  [/Litres$|Liters$/, 'liter'],
  [/Gigabytes$|Gb$/, 'gigabyte'],
  [/Megabytes$|Mb$/, 'megabyte'],
  [/Terabytes$|Tb$/, 'terabyte'],
  [/Seconds$/, 'second'],
  [/Minutes$/, 'minute'],
  [/Hours$/, 'hour'],
  [/Days$/, 'day'],
  [/Weeks$/, 'week'],
  [/Months$/, 'month'],
  [/Years$/, 'year'],
  [/Percent$/, 'percent'],
];

/** Area units Intl does not write; these get their own short words. */
const AREA_WORDS: Record<string, Record<Locale, string>> = {
  'square-foot': { en: 'sq ft', fr: 'pi²' },
  'square-meter': { en: 'm²', fr: 'm²' },
};

export interface KeyMeaning {
  /** The key without its unit, for a label: "bladeInches" → "blade". */
  bareKey: string;
  unit: string | null;
  /** A sum of money: a price, fee, deposit, rate, tax. */
  money: boolean;
  /** Money the key says is in dollars, when no currency is configured to say which. */
  dollars: boolean;
  year: boolean;
}

const MONEY_WORDS =
  /(?:^|[a-z])(?:price|fee|fees|cost|costs|deposit|amount|rate|rates|tax|taxes|charge)(?:$|[A-Z])/i;

export function keyMeaning(key: string): KeyMeaning {
  if (/[a-z]Dollars$|^dollars$/.test(key)) {
    return {
      bareKey: key.replace(/Dollars$/, ''),
      unit: null,
      money: true,
      dollars: true,
      year: false,
    };
  }
  const year = /^year$|^year[A-Z_]|[a-z]Year$/.test(key);
  if (!year) {
    for (const [suffix, unit] of UNIT_SUFFIXES) {
      const match = suffix.exec(key);
      // The unit must follow a word of its own: "ramGigabytes", not "Mb" alone.
      if (match && match.index > 0 && /[a-z\d]/.test(key.charAt(match.index - 1)))
        return { bareKey: key.slice(0, match.index), unit, money: false, dollars: false, year };
    }
  }
  return { bareKey: key, unit: null, money: MONEY_WORDS.test(key), dollars: false, year };
}

/** A number with its unit in the reader's language: "7 in", "90 min", "1 180 pi²". */
export function formatQuantity(value: number, unit: string, locale: Locale): string {
  const area = AREA_WORDS[unit];
  if (area) return `${new Intl.NumberFormat(locale).format(value)} ${area[locale]}`;
  try {
    return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(
      value,
    );
  } catch {
    return new Intl.NumberFormat(locale).format(value);
  }
}

/** A year as written: 1994, never 1,994. */
export function isYearValue(value: number): boolean {
  return Number.isInteger(value) && value >= 1000 && value <= 2999;
}
