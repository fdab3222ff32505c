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

/** Arabic short vowels, shadda, sukun, Quranic marks and the tatweel that only stretches a word. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
/** The letter forms Arabic readers treat as one when they search: hamza seats, alef maqsura, teh marbuta. */
const ARABIC_LETTERS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ئ: 'ي',
  ؤ: 'و',
  ة: 'ه',
};
/** Arabic-Indic and Persian digits, typed on Arabic keyboards: ٩١١ is 911. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Text as a person types it: NFKC (full-width "９８８" is 988, and Japanese voicing stays on its
 * letter: ガス is never カス), lower case, Latin accents dropped (é → e, ß → ss), ё read as е as
 * Russians type it (й keeps its mark), apostrophes dropped ("can't" is "cant"), any other run of
 * punctuation or space as one space. Arabic is read without its vowel marks and tatweel, with one
 * alef, yeh, waw and heh for their variant forms (أحمر, احمر; مستشفى, مستشفي) and Western digits.
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
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱىئؤة]/g, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .replace(ARABIC_DIGITS, (digit) => {
      const code = digit.charCodeAt(0);
      return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
    })
    .replace(APOSTROPHES, '')
    .replace(NOT_LETTER_OR_DIGIT, ' ')
    .trim();
}
