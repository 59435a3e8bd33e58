import type { BusinessSeed } from '../types';
import { boulangerieDuPlateau } from './businesses/boulangerie-du-plateau';
import { bywardTechRepair } from './businesses/byward-tech-repair';
import { chaletDuLacBeauport } from './businesses/chalet-du-lac-beauport';
import { cliniqueDentaireAllumettieres } from './businesses/clinique-dentaire-allumettieres';
import { depanneurChezGinette } from './businesses/depanneur-chez-ginette';
import { fermeBeausoleil } from './businesses/ferme-beausoleil';
import { festivalDesSaveursQuebec } from './businesses/festival-des-saveurs-quebec';
import { maritimeNestRealty } from './businesses/maritime-nest-realty';
import { quincaillerieRideauHardware } from './businesses/quincaillerie-rideau-hardware';
import { traductionsNordik } from './businesses/traductions-nordik';

/**
 * The hand-written businesses, in listing order (by name, as a directory would sort them).
 * What each one exercises is written at the top of its file.
 */
export const HANDWRITTEN_BUSINESSES: readonly BusinessSeed[] = [
  boulangerieDuPlateau,
  bywardTechRepair,
  chaletDuLacBeauport,
  cliniqueDentaireAllumettieres,
  depanneurChezGinette,
  fermeBeausoleil,
  festivalDesSaveursQuebec,
  maritimeNestRealty,
  quincaillerieRideauHardware,
  traductionsNordik,
];
