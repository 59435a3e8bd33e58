import { foldAccents } from '@/lib/text/slug';

/*
 * The names of the regions a business location can be placed in: Canada's provinces and
 * territories and the United States' states, district and the inhabited territories their ZIP
 * codes reach, keyed by ISO 3166-2 code, in English and French. A table of its own rather than
 * a gazetteer package: the runtime's Intl names countries but not their subdivisions, and the
 * packages that do load every region and city of the world (tens of megabytes) with no French
 * names (docs/search.md, "Regions").
 */

interface RegionName {
  en: string;
  fr: string;
}

const REGION_NAMES: Readonly<Record<string, RegionName>> = {
  'CA-AB': { en: 'Alberta', fr: 'Alberta' },
  'CA-BC': { en: 'British Columbia', fr: 'Colombie-Britannique' },
  'CA-MB': { en: 'Manitoba', fr: 'Manitoba' },
  'CA-NB': { en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  'CA-NL': { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  'CA-NS': { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  'CA-NT': { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  'CA-NU': { en: 'Nunavut', fr: 'Nunavut' },
  'CA-ON': { en: 'Ontario', fr: 'Ontario' },
  'CA-PE': { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  'CA-QC': { en: 'Quebec', fr: 'Québec' },
  'CA-SK': { en: 'Saskatchewan', fr: 'Saskatchewan' },
  'CA-YT': { en: 'Yukon', fr: 'Yukon' },
  'US-AK': { en: 'Alaska', fr: 'Alaska' },
  'US-AL': { en: 'Alabama', fr: 'Alabama' },
  'US-AR': { en: 'Arkansas', fr: 'Arkansas' },
  'US-AZ': { en: 'Arizona', fr: 'Arizona' },
  'US-CA': { en: 'California', fr: 'Californie' },
  'US-CO': { en: 'Colorado', fr: 'Colorado' },
  'US-CT': { en: 'Connecticut', fr: 'Connecticut' },
  'US-DC': { en: 'District of Columbia', fr: 'District de Columbia' },
  'US-DE': { en: 'Delaware', fr: 'Delaware' },
  'US-FL': { en: 'Florida', fr: 'Floride' },
  'US-GA': { en: 'Georgia', fr: 'Géorgie' },
  'US-GU': { en: 'Guam', fr: 'Guam' },
  'US-HI': { en: 'Hawaii', fr: 'Hawaï' },
  'US-IA': { en: 'Iowa', fr: 'Iowa' },
  'US-ID': { en: 'Idaho', fr: 'Idaho' },
  'US-IL': { en: 'Illinois', fr: 'Illinois' },
  'US-IN': { en: 'Indiana', fr: 'Indiana' },
  'US-KS': { en: 'Kansas', fr: 'Kansas' },
  'US-KY': { en: 'Kentucky', fr: 'Kentucky' },
  'US-LA': { en: 'Louisiana', fr: 'Louisiane' },
  'US-MA': { en: 'Massachusetts', fr: 'Massachusetts' },
  'US-MD': { en: 'Maryland', fr: 'Maryland' },
  'US-ME': { en: 'Maine', fr: 'Maine' },
  'US-MI': { en: 'Michigan', fr: 'Michigan' },
  'US-MN': { en: 'Minnesota', fr: 'Minnesota' },
  'US-MO': { en: 'Missouri', fr: 'Missouri' },
  'US-MS': { en: 'Mississippi', fr: 'Mississippi' },
  'US-MT': { en: 'Montana', fr: 'Montana' },
  'US-NC': { en: 'North Carolina', fr: 'Caroline du Nord' },
  'US-ND': { en: 'North Dakota', fr: 'Dakota du Nord' },
  'US-NE': { en: 'Nebraska', fr: 'Nebraska' },
  'US-NH': { en: 'New Hampshire', fr: 'New Hampshire' },
  'US-NJ': { en: 'New Jersey', fr: 'New Jersey' },
  'US-NM': { en: 'New Mexico', fr: 'Nouveau-Mexique' },
  'US-NV': { en: 'Nevada', fr: 'Nevada' },
  'US-NY': { en: 'New York', fr: 'New York' },
  'US-OH': { en: 'Ohio', fr: 'Ohio' },
  'US-OK': { en: 'Oklahoma', fr: 'Oklahoma' },
  'US-OR': { en: 'Oregon', fr: 'Oregon' },
  'US-PA': { en: 'Pennsylvania', fr: 'Pennsylvanie' },
  'US-PR': { en: 'Puerto Rico', fr: 'Porto Rico' },
  'US-RI': { en: 'Rhode Island', fr: 'Rhode Island' },
  'US-SC': { en: 'South Carolina', fr: 'Caroline du Sud' },
  'US-SD': { en: 'South Dakota', fr: 'Dakota du Sud' },
  'US-TN': { en: 'Tennessee', fr: 'Tennessee' },
  'US-TX': { en: 'Texas', fr: 'Texas' },
  'US-UT': { en: 'Utah', fr: 'Utah' },
  'US-VA': { en: 'Virginia', fr: 'Virginie' },
  'US-VI': { en: 'United States Virgin Islands', fr: 'Îles Vierges des États-Unis' },
  'US-VT': { en: 'Vermont', fr: 'Vermont' },
  'US-WA': { en: 'Washington', fr: 'Washington' },
  'US-WI': { en: 'Wisconsin', fr: 'Wisconsin' },
  'US-WV': { en: 'West Virginia', fr: 'Virginie-Occidentale' },
  'US-WY': { en: 'Wyoming', fr: 'Wyoming' },
};

/** The countries whose regions this table names. */
const COUNTRIES_WITH_REGIONS: readonly string[] = ['CA', 'US'];

/** Every region code, sorted. */
export const REGION_CODES: readonly string[] = Object.keys(REGION_NAMES).sort();

/** True when `code` is a region this table names (exact ISO 3166-2 spelling, upper case). */
function isRegionCode(code: string): boolean {
  return Object.hasOwn(REGION_NAMES, code);
}

/** The region's name in the language (French for 'fr', English otherwise), or null. */
export function regionName(code: string, locale: string): string | null {
  if (!isRegionCode(code)) return null;
  const names = REGION_NAMES[code]!;
  return locale === 'fr' ? names.fr : names.en;
}

/**
 * A region code as a person or a program may write it ("ca-qc", "QC", "Québec", "Quebec") to
 * its ISO 3166-2 code, or null when it names none. A bare two-letter code is read only when one
 * country has it (QC, NY) and it is no country of the directory's: "CA" alone names Canada as
 * much as California, so California is "US-CA".
 */
export function resolveRegion(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const upper = text.toUpperCase();
  if (isRegionCode(upper)) return upper;
  if (/^[A-Z]{2}$/.test(upper)) {
    if (COUNTRIES_WITH_REGIONS.includes(upper)) return null;
    const matches = REGION_CODES.filter((code) => code.endsWith(`-${upper}`));
    return matches.length === 1 ? matches[0]! : null;
  }
  const folded = fold(text);
  for (const code of REGION_CODES) {
    const names = REGION_NAMES[code]!;
    if (fold(names.en) === folded || fold(names.fr) === folded) return code;
  }
  return null;
}

function fold(text: string): string {
  return foldAccents(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();
}
