import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ANALYTICS_BODY_MAX_BYTES,
  ANALYTICS_EVENT_PROPERTIES,
  ANALYTICS_USER_PROPERTIES,
  API_PATHS,
  analyticsLogRequestSchema,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { scheduleJob } from '../../lib/scheduled-job.js';
import { deleteAnalyticsEventsBefore, saveAnalyticsEvent } from './repository.js';
import { listedProperties } from './sanitize.js';

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

  // Besides the per-minute limit, a daily ceiling per client address on what it can store.
  const perDay = app.createRateLimit({
    max: app.config.ANALYTICS_DAILY_LIMIT,
    timeWindow: '1 day',
    keyGenerator: (request) => `analytics-day:${normalizeIP(request.ip)}`,
  });
  const dailyCeiling = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await perDay(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw new AppError('RATE_LIMITED', 'This device has sent as many analytics events as one day allows.');
  };

  app.post(
    API_PATHS.analyticsLog,
    {
      bodyLimit: ANALYTICS_BODY_MAX_BYTES,
      preHandler: dailyCeiling,
      config: { rateLimit: { max: app.config.ANALYTICS_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        summary: 'Log one analytics event (at most 8 KB)',
        description:
          'Stores the event without who sent it: no user id, no IP address. Of event_properties only the keys ' +
          'its event type lists (page, language and the ids it concerns) are kept, each only with a value that ' +
          'fits; of user_properties only language. ' +
          "user_properties.zip is the signed-in profile's zip, and only when it holds one.",
        tags: ['analytics'],
        body: analyticsLogRequestSchema,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const eventProperties = listedProperties(
        ANALYTICS_EVENT_PROPERTIES[body.event_type],
        body.event_properties,
      );
      const userProperties = listedProperties(ANALYTICS_USER_PROPERTIES, body.user_properties);
      // NOTE: a zip the client sends is never stored (not listed); the profile's own is.
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
