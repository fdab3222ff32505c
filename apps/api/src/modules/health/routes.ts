import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, readyResponseSchema, healthResponseSchema } from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';

/** `/healthz`: the process answers. `/readyz`: the database answers too. */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.health,
    { schema: { hide: true, response: { 200: healthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    API_PATHS.ready,
    { schema: { hide: true, response: { 200: readyResponseSchema } } },
    async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database does not answer');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.');
      }
      app.contentVersion.invalidate();
      return {
        status: 'ready' as const,
        database: app.database.kind,
        contentVersion: await app.contentVersion.current(),
      };
    },
  );
}
