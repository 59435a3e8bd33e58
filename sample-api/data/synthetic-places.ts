import type { Lang, Text } from '../types';
import { t } from './helpers';

/**
 * Thirty cities of bilingual Canada for synthetic businesses. `lang` is the language most
 * businesses there would write in first; `postal` the forward sortation area prefix; streets
 * are written the local way.
 */
export interface SyntheticCity {
  name: string;
  region: Text;
  lang: Lang;
  postal: string;
  areaCode: string;
  streets: readonly string[];
}

const QC_STREETS = ['rue Principale', 'rue Notre-Dame', 'boulevard Saint-Joseph', 'rue King', 'rue Saint-Jean', 'chemin du Lac'];
const ON_STREETS = ['Main Street', 'King Street', 'Queen Street', 'Bank Street', 'Elm Avenue', 'Riverside Drive'];
const NB_STREETS = ['rue Main', 'Acadie Avenue', 'rue Champlain', 'Mountain Road', 'rue Saint-Pierre', 'Water Street'];

export const SYNTHETIC_CITIES: readonly SyntheticCity[] = [
  { name: 'Montréal', region: t('Greater Montréal', 'Grand Montréal'), lang: 'fr', postal: 'H2X', areaCode: '514', streets: QC_STREETS },
  { name: 'Laval', region: t('Greater Montréal', 'Grand Montréal'), lang: 'fr', postal: 'H7N', areaCode: '450', streets: QC_STREETS },
  { name: 'Longueuil', region: t('Montérégie', 'Montérégie'), lang: 'fr', postal: 'J4K', areaCode: '450', streets: QC_STREETS },
  { name: 'Québec', region: t('Capitale-Nationale', 'Capitale-Nationale'), lang: 'fr', postal: 'G1R', areaCode: '418', streets: QC_STREETS },
  { name: 'Lévis', region: t('Chaudière-Appalaches', 'Chaudière-Appalaches'), lang: 'fr', postal: 'G6V', areaCode: '418', streets: QC_STREETS },
  { name: 'Gatineau', region: t('Outaouais', 'Outaouais'), lang: 'fr', postal: 'J8Y', areaCode: '819', streets: QC_STREETS },
  { name: 'Sherbrooke', region: t('Eastern Townships', 'Estrie'), lang: 'fr', postal: 'J1H', areaCode: '819', streets: QC_STREETS },
  { name: 'Trois-Rivières', region: t('Mauricie', 'Mauricie'), lang: 'fr', postal: 'G9A', areaCode: '819', streets: QC_STREETS },
  { name: 'Saguenay', region: t('Saguenay–Lac-Saint-Jean', 'Saguenay–Lac-Saint-Jean'), lang: 'fr', postal: 'G7H', areaCode: '418', streets: QC_STREETS },
  { name: 'Rimouski', region: t('Lower St. Lawrence', 'Bas-Saint-Laurent'), lang: 'fr', postal: 'G5L', areaCode: '418', streets: QC_STREETS },
  { name: 'Drummondville', region: t('Centre-du-Québec', 'Centre-du-Québec'), lang: 'fr', postal: 'J2B', areaCode: '819', streets: QC_STREETS },
  { name: 'Saint-Jérôme', region: t('Laurentides', 'Laurentides'), lang: 'fr', postal: 'J7Z', areaCode: '450', streets: QC_STREETS },
  { name: 'Ottawa', region: t('National Capital Region', 'Région de la capitale nationale'), lang: 'en', postal: 'K1P', areaCode: '613', streets: ON_STREETS },
  { name: 'Toronto', region: t('Greater Toronto Area', 'Région du Grand Toronto'), lang: 'en', postal: 'M5V', areaCode: '416', streets: ON_STREETS },
  { name: 'Kingston', region: t('Eastern Ontario', 'Est de l’Ontario'), lang: 'en', postal: 'K7L', areaCode: '613', streets: ON_STREETS },
  { name: 'Cornwall', region: t('Eastern Ontario', 'Est de l’Ontario'), lang: 'en', postal: 'K6H', areaCode: '613', streets: ON_STREETS },
  { name: 'Hawkesbury', region: t('Eastern Ontario', 'Est de l’Ontario'), lang: 'fr', postal: 'K6A', areaCode: '613', streets: ON_STREETS },
  { name: 'Sudbury', region: t('Northern Ontario', 'Nord de l’Ontario'), lang: 'en', postal: 'P3E', areaCode: '705', streets: ON_STREETS },
  { name: 'Timmins', region: t('Northern Ontario', 'Nord de l’Ontario'), lang: 'en', postal: 'P4N', areaCode: '705', streets: ON_STREETS },
  { name: 'Hearst', region: t('Northern Ontario', 'Nord de l’Ontario'), lang: 'fr', postal: 'P0L', areaCode: '705', streets: ON_STREETS },
  { name: 'Moncton', region: t('Southeast New Brunswick', 'Sud-Est du Nouveau-Brunswick'), lang: 'en', postal: 'E1C', areaCode: '506', streets: NB_STREETS },
  { name: 'Dieppe', region: t('Southeast New Brunswick', 'Sud-Est du Nouveau-Brunswick'), lang: 'fr', postal: 'E1A', areaCode: '506', streets: NB_STREETS },
  { name: 'Edmundston', region: t('Madawaska', 'Madawaska'), lang: 'fr', postal: 'E3V', areaCode: '506', streets: NB_STREETS },
  { name: 'Caraquet', region: t('Acadian Peninsula', 'Péninsule acadienne'), lang: 'fr', postal: 'E1W', areaCode: '506', streets: NB_STREETS },
  { name: 'Bathurst', region: t('Chaleur Region', 'Région Chaleur'), lang: 'en', postal: 'E2A', areaCode: '506', streets: NB_STREETS },
  { name: 'Fredericton', region: t('Central New Brunswick', 'Centre du Nouveau-Brunswick'), lang: 'en', postal: 'E3B', areaCode: '506', streets: NB_STREETS },
  { name: 'Halifax', region: t('Nova Scotia', 'Nouvelle-Écosse'), lang: 'en', postal: 'B3J', areaCode: '902', streets: ON_STREETS },
  { name: 'Charlottetown', region: t('Prince Edward Island', 'Île-du-Prince-Édouard'), lang: 'en', postal: 'C1A', areaCode: '902', streets: ON_STREETS },
  { name: 'Winnipeg', region: t('Manitoba', 'Manitoba'), lang: 'en', postal: 'R2H', areaCode: '204', streets: ON_STREETS },
  { name: 'Regina', region: t('Saskatchewan', 'Saskatchewan'), lang: 'en', postal: 'S4P', areaCode: '306', streets: ON_STREETS },
];

/** Family names common on both sides of the language line, so any pairing reads naturally. */
export const SURNAMES: readonly string[] = [
  'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné',
  'Ouellet', 'Pelletier', 'Bélanger', 'Lévesque', 'Bergeron', 'Leblanc', 'Paquette', 'Girard', 'Simard', 'Boucher',
  'Cormier', 'Doucet', 'Arsenault', 'Gallant', 'Richard', 'Robichaud', 'Landry', 'Comeau', 'Thériault', 'Savoie',
  'Smith', 'MacDonald', 'Campbell', 'Wilson', 'Brown', 'Martin', 'Taylor', 'Anderson', 'Murphy', 'Chen',
  'Nguyen', 'Singh', 'Patel', 'Haddad', 'Kowalski', 'Rossi', 'Okafor', 'Kim', 'Friedman', 'Santos',
];

export const FIRST_NAMES: readonly string[] = [
  'Marie', 'Jean', 'Sophie', 'Luc', 'Isabelle', 'Pierre', 'Chloé', 'Mathieu', 'Julie', 'Nicolas',
  'Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Ethan', 'Priya', 'Omar', 'Mei', 'Carlos',
];
