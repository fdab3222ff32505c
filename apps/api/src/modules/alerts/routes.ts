import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  APP_VERSION,
  alertDetailQuerySchema,
  alertDetailSchema,
  alertIdParamsSchema,
  alertsQuerySchema,
  alertsResponseSchema,
  type AlertSummary,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { currentGuide } from '../../lib/guide/guide.js';
import { ActiveAlerts } from './active.js';
import { AlertNotifier } from './push-notifier.js';
import { AlertPoller } from './poller.js';
import { byPriority, infoFor, summaryOf } from './present.js';
import { configuredFeeds, type AlertReader } from './reader.js';
import { SAMPLE_FEED_URL } from './repository.js';

/**
 * Official alerts (ADR 034): `GET /public/v2/alerts` (the active alerts at the reader's places)
 * and `GET /public/v2/alerts/{id}` (one alert in full, with "What to do now"). With feeds
 * configured (`ALERT_FEEDS`), this replica also runs the poller once it is ready: started in the
 * background, so a slow job queue never holds the start up.
 */
export async function alertRoutes(
  fastify: FastifyInstance,
  options: { now: () => Date; reader: AlertReader },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, database, log } = fastify;
  const { now, reader } = options;
  const feeds = configuredFeeds(config);
  const active = new ActiveAlerts(database.db, now);
  const { status, hazardSlug, detail } = reader;

  app.get(
    API_PATHS.alerts,
    {
      schema: {
        summary: 'The active official alerts at up to five points, most severe first',
        description:
          'Only real (`Actual`), public alerts that have not ended or expired. The points (`lat,lng` ' +
          'pairs separated by `;`) are never logged or stored. Without points, only how current the ' +
          'alerts are.',
        tags: ['alerts'],
        querystring: alertsQuerySchema,
        response: { 200: alertsResponseSchema },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'en';
      const points = request.query.points ?? [];
      const set = points.length > 0 ? await active.get() : undefined;
      const at = now().getTime();
      const guide = set ? await currentGuide(fastify) : undefined;
      const summaries = new Map<number, AlertSummary>();
      const perPoint: number[][] = [];
      for (const point of points) {
        const ids: number[] = [];
        for (const id of set?.index.alertsAt([point.lng, point.lat]) ?? []) {
          const row = set?.byId.get(id);
          if (!row || (row.expiresAt && row.expiresAt.getTime() <= at)) continue;
          if (!summaries.has(id) && guide) {
            const info = infoFor(row.message, lang);
            if (!info) continue;
            summaries.set(
              id,
              summaryOf(
                { ...row, sample: row.feedUrl === SAMPLE_FEED_URL },
                info,
                hazardSlug(guide, row.message, info),
              ),
            );
          }
          ids.push(id);
        }
        perPoint.push(ids);
      }
      const alerts = [...summaries.values()].sort(byPriority);
      const order = new Map(alerts.map((alert, position) => [alert.id, position]));
      // NOTE: the answer depends on where the reader's places are: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return {
        status: await status(),
        alerts,
        points: perPoint.map((ids) => ({
          alert_ids: ids.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
        })),
      };
    },
  );

  app.get(
    API_PATHS.alert,
    {
      schema: {
        summary: 'One official alert in full, in every language its feed carries, with what to do now',
        description:
          '"What to do now" is the critical React-stage guidance of the hazard this kind of alert ' +
          'maps to, in `lang`; null when none is mapped. An alert that ended or expired still ' +
          'answers, with its state; a Test or Exercise message never does.',
        tags: ['alerts'],
        params: alertIdParamsSchema,
        querystring: alertDetailQuerySchema,
        response: { 200: alertDetailSchema },
      },
    },
    async (request, reply) => {
      const answer = await detail(request.params.id, request.query.lang ?? 'en');
      if (!answer) throw new AppError('NOT_FOUND', 'No alert with this id.');
      reply.header('cache-control', 'public, max-age=60');
      return answer;
    },
  );

  if (feeds.length === 0) return;
  const poller = new AlertPoller({
    database,
    feeds,
    pollSeconds: config.ALERT_POLL_SECONDS,
    userAgent: config.ALERT_USER_AGENT ?? `Prepwell/${APP_VERSION}`,
    log: log.child({ module: 'alerts' }),
    now,
    notifier: new AlertNotifier({ database, config, log: log.child({ module: 'alerts' }), now }),
    onStored: () => active.invalidate(),
  });
  fastify.addHook('onReady', async () => {
    // Not awaited: the server answers while the poller starts (and starts again after a failure).
    void poller.run();
  });
  fastify.addHook('onClose', async () => {
    await poller.stop();
  });
}
