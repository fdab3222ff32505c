import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ANALYTICS_BODY_MAX_BYTES, API_PATHS, analyticsLogRequestSchema } from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { scheduleJob } from '../../lib/scheduled-job.js';
import { deleteAnalyticsEventsBefore, saveAnalyticsEvent } from './repository.js';
import { removeIdentifyingData } from './sanitize.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /public/analytics/log`, and the deletion of events older than ANALYTICS_RETENTION_DAYS:
 * once at start (not holding the start up) and then daily (lib/scheduled-job.ts).
 */
export async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const retentionDays = app.config.ANALYTICS_RETENTION_DAYS;

  scheduleJob(app, {
    everyMs: DAY_MS,
    failure: 'could not delete old analytics events; trying again in a day',
    run: async () => {
      const deleted = await deleteAnalyticsEventsBefore(db, new Date(Date.now() - retentionDays * DAY_MS));
      if (deleted > 0) app.log.info({ deleted, retentionDays }, 'old analytics events deleted');
    },
  });

  app.post(
    API_PATHS.analyticsLog,
    {
      bodyLimit: ANALYTICS_BODY_MAX_BYTES,
      config: { rateLimit: { max: app.config.ANALYTICS_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        summary: 'Log one analytics event (at most 8 KB)',
        description:
          'Stores the event without who sent it: no user id, no IP address; keys naming coordinates, addresses, ' +
          'IP addresses, names, emails, phone numbers or user ids are removed at any depth of event_properties and ' +
          "user_properties. user_properties.zip is the signed-in profile's zip, and only when it holds one.",
        tags: ['analytics'],
        body: analyticsLogRequestSchema,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const eventProperties = removeIdentifyingData(body.event_properties);
      const userProperties = removeIdentifyingData(body.user_properties);
      // NOTE: a zip the client sends is never stored (removed above); the profile's own is.
      const user = await request.getUser();
      if (user?.zip) userProperties.zip = user.zip;
      const time = body.time === undefined ? null : new Date(body.time);
      if (time && Number.isNaN(time.getTime())) {
        throw new AppError('VALIDATION_FAILED', 'body.time: is not a date.');
      }
      await saveAnalyticsEvent(db, {
        eventType: body.event_type,
        eventProperties,
        userProperties,
        osName: body.os_name ?? null,
        appVersion: body.app_version ?? null,
        time,
      });
      return reply.status(204).send();
    },
  );
}
