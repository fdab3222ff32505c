import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  planExportSchema,
  planPdfQuerySchema,
  planPdfRequestSchema,
  planSaveSchema,
  storedPlanSchema,
} from '@prepwell/contract';
import { personal, requireUser } from '../../plugins/session.js';
import { renderPlanPdf } from './pdf.js';
import { findPlan } from '../../lib/user-plan.js';
import { deletePlan, savePlan } from './repository.js';

/**
 * My Emergency Plan (ADR 035): a signed-in person's plan, only ever their own, never cached
 * (`no-store`) and never logged. An anonymous person's plan stays in their browser.
 */
export async function planRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.plan,
    {
      schema: {
        summary: 'The signed-in person’s emergency plan (empty, revision 0, before the first save)',
        tags: ['plan'],
        response: { 200: storedPlanSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      personal(reply);
      return findPlan(app.database.db, user.id);
    },
  );

  app.put(
    API_PATHS.plan,
    {
      schema: {
        summary: 'Save the signed-in person’s whole emergency plan',
        description:
          'The whole plan every save, every field checked with its limit (400 naming the bad one). A ' +
          '`revision` older than the stored one is a 409, so a retried old save never overwrites a ' +
          'newer one; an equal one is the same save again.',
        tags: ['plan'],
        body: planSaveSchema,
        response: { 200: storedPlanSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      personal(reply);
      return savePlan(app.database.db, user.id, request.body.plan, request.body.revision);
    },
  );

  app.delete(
    API_PATHS.plan,
    {
      schema: {
        summary: 'Delete the signed-in person’s emergency plan',
        tags: ['plan'],
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await deletePlan(app.database.db, user.id);
      personal(reply);
      return reply.status(204).send();
    },
  );

  app.get(
    API_PATHS.planExport,
    {
      schema: {
        summary: 'The signed-in person’s whole emergency plan as a JSON file',
        tags: ['plan'],
        response: { 200: planExportSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      personal(reply);
      reply.header('content-disposition', 'attachment; filename="prepwell-plan.json"');
      return {
        format: 'prepwell-plan/1' as const,
        exported_at: new Date().toISOString(),
        ...(await findPlan(app.database.db, user.id)),
      };
    },
  );

  app.post(
    API_PATHS.planPdf,
    {
      schema: {
        summary:
          'A plan laid out by the app, as a PDF in the reader’s script (wallet cards or the whole plan)',
        description:
          'For anyone, signed in or not (an anonymous person’s plan lives in their browser). The body is ' +
          'the plan in the reader’s words; the answer is the PDF, `no-store`; nothing is stored or logged.',
        tags: ['plan'],
        querystring: planPdfQuerySchema,
        body: planPdfRequestSchema,
      },
      // Setting a long plan in a CJK font takes a moment of the server's time: a few a minute suffice.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const pdf = await renderPlanPdf(request.body, request.query.lang ?? 'en');
      personal(reply);
      const name = request.body.layout === 'cards' ? 'prepwell-wallet-cards' : 'prepwell-plan';
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}.pdf"`)
        .send(pdf);
    },
  );
}
