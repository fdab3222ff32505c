import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@prepwell/contract';
import { AppError } from '../lib/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const accountOf = Symbol('limited account');
type Counted = FastifyRequest & { [accountOf]?: string };

/**
 * A per-account allowance named `name`: `max` requests a minute for one account, however many
 * sessions or addresses it uses (signing in again through the provider's single sign-on mints a
 * new session without a form post, so a per-session count could be multiplied). Returns a check
 * for a request of `userId`: past the allowance it throws 429 RATE_LIMITED with Retry-After.
 * Counted in the rate-limit store (Redis when set, so replicas count together).
 */
export function accountAllowance(app: FastifyInstance, name: string, max: number) {
  const take = app.createRateLimit({
    max,
    timeWindow: '1 minute',
    keyGenerator: (request) => `${name}:${(request as Counted)[accountOf] ?? ''}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    (request as Counted)[accountOf] = userId;
    const limit = await take(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw new AppError(
      'RATE_LIMITED',
      `Too many changes from this account in a short time. Please try again in ${limit.ttlInSeconds} seconds.`,
    );
  };
}

/**
 * Every signed-in write (any method but GET, HEAD and OPTIONS, from a request with a valid
 * session) counts against its account's ACCOUNT_WRITE_RATE_LIMIT a minute: generous for a
 * person (an autosave goes one save at a time and retries a refusal), a ceiling for a script.
 */
export const accountLimitsPlugin = fp(async function accountLimits(app: FastifyInstance) {
  const writes = accountAllowance(app, 'account-writes', app.config.ACCOUNT_WRITE_RATE_LIMIT);
  app.addHook('preHandler', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.cookies[SESSION_COOKIE]) return;
    const user = await request.getUser();
    if (user) await writes(request, reply, user.id);
  });
});
