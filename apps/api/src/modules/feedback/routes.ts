import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, feedbackRequestSchema, feedbackResponseSchema } from '@prepwell/contract';
import { saveFeedback } from './repository.js';

/** `POST /public/feedback`: Report Issue, Request a Hazard and Submit Feedback, rate-limited. */
export async function feedbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    API_PATHS.feedback,
    {
      config: { rateLimit: { max: app.config.FEEDBACK_RATE_LIMIT, timeWindow: '10 minutes' } },
      schema: {
        summary: 'Send a report, a hazard request or feedback to the Prepwell team',
        tags: ['feedback'],
        body: feedbackRequestSchema,
        response: { 201: feedbackResponseSchema },
      },
    },
    async (request, reply) => {
      const id = await saveFeedback(app.database.db, request.body);
      request.log.info({ feedbackId: id, kind: request.body.kind }, 'feedback received');
      return reply.status(201).send({ id });
    },
  );
}
