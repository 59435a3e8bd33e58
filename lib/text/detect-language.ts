/*
 * The language a customer wrote a review in. The API serves reviews as written, whatever
 * `lang` asks for, and says nothing of their language; the page must still mark each review
 * with its own `lang`, or a screen reader reads French words with an English voice. The
 * directory is English and French only, so this tells those two apart from their most common
 * words and from French's accented letters; a text with too little evidence is left
 * undetermined (null) rather than guessed.
 */

export type TextLanguage = 'en' | 'fr';

const ENGLISH_WORDS = new Set(
  (
    'the and is are was were with this that for you your our we they it its not but very ' +
    'of to in on at my me have has had be been will would could should there their what ' +
    'got gets every one all just so too from no here great good really i never always'
  ).split(' '),
);

const FRENCH_WORDS = new Set(
  (
    'le la les un une des et est sont était avec ce cette pour vous votre nous ils elle ' +
    'il pas mais très de du au aux dans sur mon ma mes ont avait sera été ça qui que ' +
    'tout tous toute une bien bon bonne merci chez on où fait encore aussi plus'
  ).split(' '),
);

const FRENCH_LETTERS = /[àâçéèêëîïôûùüÿœæ]/giu;
const ELISION = /\b(?:[cdjlmnst]|qu)['’][a-zàâéèêîôû]/giu;

/** Below this margin of evidence the language is left undetermined. */
const MIN_MARGIN = 2;

/** 'en', 'fr', or null when the text does not say clearly enough. */
export function detectLanguage(text: string): TextLanguage | null {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  let english = 0;
  let french = 0;
  for (const word of words) {
    if (ENGLISH_WORDS.has(word)) english += 1;
    if (FRENCH_WORDS.has(word)) french += 1;
  }
  french += Math.min(4, (text.match(FRENCH_LETTERS) ?? []).length) * 0.75;
  french += (text.match(ELISION) ?? []).length;
  if (french - english >= MIN_MARGIN) return 'fr';
  if (english - french >= MIN_MARGIN) return 'en';
  return null;
}
