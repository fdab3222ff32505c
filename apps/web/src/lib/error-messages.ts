import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiErrorCode, ClientErrorCode } from '@prepwell/contract';
import { ApiError } from './api-client';

/** Every code a failed call can carry: the API's closed list and the client's own constants. */
export type ErrorCode = ApiErrorCode | ClientErrorCode;

/** A translation key with its namespace (`pages:account.picture.tooLarge`). */
export type MessageKey = `${'common' | 'pages'}:${string}`;

/**
 * The one table from error code to what the user is told, translated in every catalog. It is a
 * `Record` over the contract's codes, so a code added to the contract fails the type-check here
 * until it has a message. The three client codes live in `common` (the shell shows them, and
 * English `common` is bundled); the API's codes in `pages`, which loads with the screens.
 * Components branch on `code`, never on the HTTP status (the spec: "HTTP status codes and
 * error bodies: not shown").
 */
export const ERROR_MESSAGES: Record<ErrorCode, MessageKey> = {
  VALIDATION_FAILED: 'pages:errors.VALIDATION_FAILED',
  BAD_REQUEST: 'pages:errors.BAD_REQUEST',
  UNAUTHORIZED: 'pages:errors.UNAUTHORIZED',
  CROSS_SITE_REQUEST: 'pages:errors.CROSS_SITE_REQUEST',
  FORBIDDEN: 'pages:errors.FORBIDDEN',
  NOT_FOUND: 'pages:errors.NOT_FOUND',
  METHOD_NOT_ALLOWED: 'pages:errors.METHOD_NOT_ALLOWED',
  CONFLICT: 'pages:errors.CONFLICT',
  PAYLOAD_TOO_LARGE: 'pages:errors.PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'pages:errors.UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'pages:errors.RATE_LIMITED',
  INTERNAL: 'pages:errors.INTERNAL',
  SERVICE_UNAVAILABLE: 'pages:errors.SERVICE_UNAVAILABLE',
  ISA_REQUEST_FAILED: 'common:errors.ISA_REQUEST_FAILED',
  ASYNC_STORAGE_REQUEST_FAILED: 'common:errors.ASYNC_STORAGE_REQUEST_FAILED',
  FS_REQUEST_FAILED: 'common:errors.FS_REQUEST_FAILED',
};

/**
 * What one action says when it fails: the spec's message for particular codes (the picture is
 * too large), and `otherwise` the action's own failure message ("There was an error uploading
 * your profile picture"). Codes it names nothing for fall back to the table.
 */
export type ErrorSituation = Partial<Record<ErrorCode, MessageKey>> & { otherwise?: MessageKey };

/** The code of a failure: an `ApiError`'s own, anything else (a bug, a thrown string) ISA_REQUEST_FAILED. */
export function errorCode(error: unknown): ErrorCode {
  return error instanceof ApiError ? error.code : 'ISA_REQUEST_FAILED';
}

/**
 * Codes whose table message tells the person what to do whatever they were doing (log in again,
 * wait a few minutes): an action's own `otherwise` message never hides them. Others keep the
 * action's message, which says what did not happen ("Your account could not be deleted").
 */
const ACTIONABLE: ReadonlySet<ErrorCode> = new Set(['UNAUTHORIZED', 'RATE_LIMITED']);

/** The message key for a failure in a situation (see `ErrorSituation`). */
export function errorMessageKey(error: unknown, situation: ErrorSituation = {}): MessageKey {
  const code = errorCode(error);
  return (
    situation[code] ??
    (ACTIONABLE.has(code) ? ERROR_MESSAGES[code] : situation.otherwise) ??
    ERROR_MESSAGES[code]
  );
}

/** `message(error, situation)`: the translated message for a failure, in the current language. */
export function useErrorMessage() {
  const { t } = useTranslation(['pages', 'common']);
  return useCallback(
    (error: unknown, situation?: ErrorSituation) => t(errorMessageKey(error, situation)),
    [t],
  );
}
