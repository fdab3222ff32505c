import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERROR_STATUS, type ApiErrorCode, type ErrorBody } from '@prepwell/contract';
import { isDatabaseUnavailable } from '../db/client.js';
import { AppError } from '../lib/app-error.js';

/** Fastify's own error codes for bad requests, mapped onto our closed list. */
const FASTIFY_CODES: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
};

function body(code: ApiErrorCode, message: string, details?: ErrorBody['error']['details']): ErrorBody {
  return { error: { code, message, ...(details && details.length > 0 ? { details } : {}) } };
}

/**
 * One error handler for the whole API: every error answers `{ "error": { code, message } }`
 * with a code from the contract's closed list. 5xx answers never carry internals; they are
 * logged with the request's context instead.
 */
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext ?? 'body', ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is not valid',
      }));
      const first = details[0];
      const message = first ? `${first.path}: ${first.message}` : 'The request is not valid.';
      return reply.status(400).send(body('VALIDATION_FAILED', message, details));
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(body('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) {
      return reply.status(API_ERROR_STATUS[mapped]).send(body(mapped, error.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body('BAD_REQUEST', error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(
          body(
            'SERVICE_UNAVAILABLE',
            'Prepwell cannot reach its database right now. Please try again in a moment.',
          ),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
});
