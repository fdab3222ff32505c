import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import Fastify, { type FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API_PATHS } from '@prepwell/contract';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry this server counts into (served by /metrics or the metrics port). */
    metricsRegistry: Registry;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics: process defaults plus request counts and durations per route. They are
 * never public: on the app's port `/metrics` exists only with `token` (METRICS_TOKEN, sent as
 * `Authorization: Bearer …`); otherwise serve them on an internal port (`startMetricsServer`).
 */
export const metricsPlugin = fp(async function metrics(app: FastifyInstance, options: { token?: string }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  app.decorate('metricsRegistry', registry);

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs share one label so arbitrary paths cannot blow up the series count.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    duration.observe(labels, reply.elapsedTime / 1000);
    requests.inc(labels);
  });

  const { token } = options;
  if (!token) return;
  app.get(API_PATHS.metrics, { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED', 'Metrics need the bearer token (METRICS_TOKEN).');
    }
    reply.header('cache-control', 'no-store').header('content-type', registry.contentType);
    return registry.metrics();
  });
});

/** A second, internal server that answers `/metrics` only (METRICS_PORT; keep it off the internet). */
export async function buildMetricsServer(registry: Registry): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get(API_PATHS.metrics, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return server;
}
