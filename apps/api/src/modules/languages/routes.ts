import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, supportedLanguagesResponseSchema } from '@prepwell/contract';
import { currentLanguages } from './repository.js';

export async function languagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.supportedLanguages,
    {
      schema: {
        summary: 'The languages the content is offered in',
        tags: ['languages'],
        response: { 200: supportedLanguagesResponseSchema },
      },
    },
    async () => {
      return { languages: await currentLanguages(app) };
    },
  );
}
