/*
 * The one normal form of search text, for the server's hazard index, the browser's fallback
 * search and the crisis options alike: applied once to what is indexed and to each query, so
 * case, accents, full-width forms, apostrophes and punctuation never decide a match.
 */

const LATIN_WITH_MARKS = /[\u00C0-\u024F\u1E00-\u1EFF]/g;
const COMBINING_MARKS = /[\u0300-\u036F]/g;
const APOSTROPHES = /['’‘`]/g;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;
/** Latin letters that NFD does not take apart. */
const LATIN_SPECIAL: Record<string, string> = {
  ß: 'ss',
  œ: 'oe',
  æ: 'ae',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Text as a person types it: NFKC (full-width "９８８" is 988, and Japanese voicing stays on its
 * letter: ガス is never カス), lower case, Latin accents dropped (é → e, ß → ss), ё read as е as
 * Russians type it (й keeps its mark), apostrophes dropped ("can't" is "cant"), any other run of
 * punctuation or space as one space.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(
      LATIN_WITH_MARKS,
      (letter) => LATIN_SPECIAL[letter] ?? letter.normalize('NFD').replace(COMBINING_MARKS, ''),
    )
    .replace(/ё/g, 'е')
    .replace(APOSTROPHES, '')
    .replace(NOT_LETTER_OR_DIGIT, ' ')
    .trim();
}
