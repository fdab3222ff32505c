import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, CLIENT_ERROR_CODES, LANGUAGE_CODES } from '@prepwell/contract';
import { ApiError } from '../api-client';
import {
  ERROR_MESSAGES,
  errorCode,
  errorMessageKey,
  type ErrorSituation,
  type MessageKey,
} from '../error-messages';

const catalogs = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The text of `namespace:dotted.key` in `lang`'s catalog, if there is one. */
function lookUp(lang: string, key: MessageKey): unknown {
  const [namespace, path] = key.split(':') as [string, string];
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogs[`../../locales/${lang}/${namespace}.json`],
    );
}

describe('the error-message table', () => {
  it('has an entry for every code of the contract, and nothing else', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...API_ERROR_CODES, ...CLIENT_ERROR_CODES].sort());
  });

  it.each(LANGUAGE_CODES)('has a message for every code in %s', (lang) => {
    for (const [code, key] of Object.entries(ERROR_MESSAGES)) {
      const text = lookUp(lang, key);
      expect(typeof text === 'string' && text.trim().length > 0, `${lang}: ${code} → ${key}`).toBe(true);
    }
  });
});

describe('choosing the message for a failure', () => {
  const failed = (code: ConstructorParameters<typeof ApiError>[0]) => new ApiError(code, 'x');
  const upload = {
    PAYLOAD_TOO_LARGE: 'pages:account.picture.tooLarge',
    otherwise: 'pages:account.picture.uploadFailed',
  } as const;

  it('uses the situation’s message for its codes, then its own failure message', () => {
    expect(errorMessageKey(failed('PAYLOAD_TOO_LARGE'), upload)).toBe('pages:account.picture.tooLarge');
    expect(errorMessageKey(failed('INTERNAL'), upload)).toBe('pages:account.picture.uploadFailed');
  });

  it('falls back to the table', () => {
    expect(errorMessageKey(failed('RATE_LIMITED'))).toBe(ERROR_MESSAGES.RATE_LIMITED);
    expect(errorMessageKey(failed('RATE_LIMITED'), { PAYLOAD_TOO_LARGE: upload.PAYLOAD_TOO_LARGE })).toBe(
      ERROR_MESSAGES.RATE_LIMITED,
    );
  });

  it("never hides a code the reader can act on behind an action's own message", () => {
    const load: ErrorSituation = { otherwise: 'pages:emergencyItems.loadFailed' };
    expect(errorMessageKey(failed('UNAUTHORIZED'), load)).toBe(ERROR_MESSAGES.UNAUTHORIZED);
    expect(errorMessageKey(failed('RATE_LIMITED'), load)).toBe(ERROR_MESSAGES.RATE_LIMITED);
    expect(errorMessageKey(failed('SERVICE_UNAVAILABLE'), load)).toBe('pages:emergencyItems.loadFailed');
    expect(errorMessageKey(failed('INTERNAL'), load)).toBe('pages:emergencyItems.loadFailed');
    expect(errorMessageKey('offline', load)).toBe('pages:emergencyItems.loadFailed');
  });

  it('treats anything but an ApiError as a failed request', () => {
    expect(errorCode(new TypeError('boom'))).toBe('ISA_REQUEST_FAILED');
    expect(errorMessageKey('boom')).toBe(ERROR_MESSAGES.ISA_REQUEST_FAILED);
  });
});
