import { textDirection } from '@prepwell/contract';

/**
 * `value` (a phone number, a text keyword) kept left to right inside a sentence of `lang`: in a
 * language written right to left it is wrapped in Unicode's left-to-right isolate (LRI … PDI), as
 * `<bdi dir="ltr">` would, so "Call 1-800-985-5990." never reorders around its punctuation. In a
 * language written left to right it is returned as it is.
 */
export const isolateLtr = (value: string, lang: string): string =>
  textDirection(lang) === 'rtl' ? `\u2066${value}\u2069` : value;
