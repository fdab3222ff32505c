/**
 * One-tap contact links for crisis lines. Numbers are written as people read them
 * ("1-800-222-1222", "988", "741741"); the links carry digits only.
 */

const digits = (number: string) => number.replace(/\D/g, '');

/** `tel:` for a number: 3-digit service codes (911, 988) and short codes as they are. */
export function telHref(number: string): string {
  return `tel:${digits(number)}`;
}

/**
 * `sms:` for a number, with the keyword already typed in the message. `sms:N?&body=K` is the
 * form both iOS (which reads `&body=`) and Android (which reads `?body=` and ignores the empty
 * parameter) open with the body filled in.
 */
export function smsHref(number: string, keyword?: string | null): string {
  const base = `sms:${digits(number)}`;
  return keyword ? `${base}?&body=${encodeURIComponent(keyword)}` : base;
}
