import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';

/**
 * Rate limits, off by default and set per route (`config.rateLimit`). In memory per replica, or
 * shared through Redis when `REDIS_URL` is set so several replicas count together.
 */
export const rateLimitPlugin = fp(async function limits(
  app: FastifyInstance,
  options: { redisUrl?: string | undefined },
) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'prepwell-rl-' } : {}),
    // A Redis outage must not take the forms down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: {
        code: 'RATE_LIMITED',
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      },
    }),
  });
});
