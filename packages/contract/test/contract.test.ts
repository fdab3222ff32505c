import { describe, expect, it } from 'vitest';
import {
  API_ERROR_STATUS,
  feedbackRequestSchema,
  isLanguageCode,
  LANGUAGE_CODES,
  localizedTextSchema,
  pickText,
  SUPPORTED_LANGUAGES,
} from '../src/index.js';

describe('contract', () => {
  it('lists thirteen languages with their own names', () => {
    expect(SUPPORTED_LANGUAGES.map((l) => l.value)).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'ja',
      'zh',
      'ru',
      'vi',
      'tl',
      'ko',
      'ht',
      'pt',
      'ar',
    ]);
    expect(SUPPORTED_LANGUAGES.map((l) => l.value)).toEqual([...LANGUAGE_CODES]);
    expect(isLanguageCode('ja')).toBe(true);
    expect(isLanguageCode('tlh')).toBe(false);
  });

  it('picks localised text with an English fallback', () => {
    expect(pickText({ en: 'Flood', ja: '洪水' }, 'ja')).toBe('洪水');
    expect(pickText({ en: 'Flood', ja: '' }, 'ja')).toBe('Flood');
    expect(pickText({ en: 'Flood' }, 'ru')).toBe('Flood');
    expect(localizedTextSchema.safeParse({ en: 'x', xx: 'y' }).success).toBe(false);
    expect(localizedTextSchema.safeParse({ ja: 'y' }).success).toBe(false);
  });

  it('maps every error code to a 4xx or 5xx status', () => {
    for (const status of Object.values(API_ERROR_STATUS)) expect(status).toBeGreaterThanOrEqual(400);
    expect(API_ERROR_STATUS.VALIDATION_FAILED).toBe(400);
    expect(API_ERROR_STATUS.INTERNAL).toBe(500);
  });

  it('validates feedback strictly, treating an empty email as none', () => {
    expect(feedbackRequestSchema.parse({ kind: 'general', message: ' hi ', email: '' })).toEqual({
      kind: 'general',
      message: 'hi',
      email: undefined,
    });
    expect(feedbackRequestSchema.safeParse({ kind: 'general', message: 'hi', extra: 1 }).success).toBe(false);
  });
});
