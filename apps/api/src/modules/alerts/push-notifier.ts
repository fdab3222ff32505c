/*
 * Alert notifications (Web Push with VAPID, ADR 034). When a poll stores new alerts, one fan-out
 * job finds the subscriptions with a place inside each (and a severity they want), and queues one
 * push per subscription and alert; each push is its own job, retried with backoff when the push
 * service fails, and the subscription is deleted when the service says it is gone (404, 410).
 * Nothing is sent inside the poll.
 */
import type { Agent } from 'node:https';
import type PgBoss from 'pg-boss';
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { AlertNotificationPayload, LanguageCode } from '@prepwell/contract';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { alertSet } from './active.js';
import type { CapInfo } from './cap-message.js';
import { infoFor } from './present.js';
import { activeAlerts, SAMPLE_FEED_URL } from './repository.js';
import { PUSH_LABELS, untilLabel } from './push-labels.js';
import {
  deleteSubscriptionById,
  findSubscriptions,
  markSent,
  subscriptionsAfter,
} from './push-repository.js';
import { vapidKeys, type VapidKeys } from './vapid.js';

export const NOTIFY_QUEUE = 'alerts-notify';
export const PUSH_QUEUE = 'alerts-push';
/** Subscriptions read per page while fanning out. */
const PAGE = 1000;
/** How long a push service keeps a notification for a device that is off: at most a day. */
const MAX_TTL_SECONDS = 86_400;

/**
 * Whether an alert notifies a subscription: by default only Extreme or Severe alerts that are
 * Immediate or Expected (a warning to act on now); every alert for a subscription that asked.
 */
export function notifies(info: Pick<CapInfo, 'severity' | 'urgency'>, allAlerts: boolean): boolean {
  return (
    allAlerts ||
    ((info.severity === 'Extreme' || info.severity === 'Severe') &&
      (info.urgency === 'Immediate' || info.urgency === 'Expected'))
  );
}

export interface PushJob {
  subscriptionId: number;
  alertId: number;
  /** The name of the (first) place the alert is at. */
  place: string;
}

export type PushOutcome = 'sent' | 'deleted' | 'gone';

export class AlertNotifier {
  private boss: PgBoss | undefined;
  private keys: VapidKeys | undefined;
  private readonly now: () => Date;

  constructor(
    private readonly options: {
      database: DatabaseHandle;
      config: Config;
      log: FastifyBaseLogger;
      now?: () => Date;
      /** How pushes are posted: the tests' agent trusts their local push service's certificate. */
      agent?: Agent;
    },
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Creates the queues and starts their workers on the poller's job queue. */
  async start(boss: PgBoss): Promise<void> {
    this.boss = boss;
    this.keys = await vapidKeys(this.options.database.db, this.options.config);
    await boss.createQueue(NOTIFY_QUEUE, {
      name: NOTIFY_QUEUE,
      retryLimit: 3,
      retryDelay: 10,
      retryBackoff: true,
    });
    await boss.createQueue(PUSH_QUEUE, {
      name: PUSH_QUEUE,
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 120,
    });
    await boss.work<{ alertIds: number[] }>(NOTIFY_QUEUE, { pollingIntervalSeconds: 2 }, async (jobs) => {
      for (const job of jobs) await this.fanOut(job.data.alertIds);
    });
    await boss.work<PushJob>(PUSH_QUEUE, { pollingIntervalSeconds: 2, batchSize: 20 }, async (jobs) => {
      // A batch's pushes go out together; one that fails fails the batch's remaining jobs' retry
      // only for itself (each job is retried on its own).
      const results = await Promise.allSettled(jobs.map((job) => this.send(job.data)));
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) {
        const reason = (failed as PromiseRejectedResult).reason as Error;
        this.options.log.warn({ reason: reason.message }, 'alerts: a notification was not sent');
        throw reason;
      }
    });
  }

  /** After a poll stored new alerts: their fan-out, as a job. */
  async alertsStored(alertIds: number[]): Promise<void> {
    if (alertIds.length === 0 || !this.boss) return;
    await this.boss.send(NOTIFY_QUEUE, { alertIds });
  }

  /** Queues one push per subscription and alert it should hear of; the number queued. */
  async fanOut(alertIds: number[]): Promise<number> {
    const { db } = this.options.database;
    const rows = await activeAlerts(db, this.now(), alertIds);
    if (rows.length === 0 || !this.boss) return 0;
    const set = await alertSet(db, rows);
    let queued = 0;
    for (let after = 0; ;) {
      const page = await subscriptionsAfter(db, after, PAGE);
      if (page.length === 0) break;
      after = page.at(-1)?.id ?? after;
      const jobs: PgBoss.JobInsert<PushJob>[] = [];
      for (const subscription of page) {
        const lang = subscription.lang as LanguageCode;
        const placeOf = new Map<number, string>();
        for (const place of subscription.places) {
          for (const alertId of set.index.alertsAt([place.lng, place.lat])) {
            const row = set.byId.get(alertId);
            const info = row && infoFor(row.message, lang);
            if (info && notifies(info, subscription.allAlerts) && !placeOf.has(alertId))
              placeOf.set(alertId, place.name);
          }
        }
        for (const [alertId, place] of placeOf)
          jobs.push({ name: PUSH_QUEUE, data: { subscriptionId: subscription.id, alertId, place } });
      }
      if (jobs.length > 0) await this.boss.insert(jobs);
      queued += jobs.length;
    }
    this.options.log.info({ alerts: rows.length, pushes: queued }, 'alerts: notifications queued');
    return queued;
  }

  /** Sends one notification; throws when the push service failed (the job is tried again). */
  async send(job: PushJob): Promise<PushOutcome> {
    const { database, config } = this.options;
    const [subscription] = await findSubscriptions(database.db, [job.subscriptionId]);
    const [alert] = await activeAlerts(database.db, this.now(), [job.alertId]);
    // Turned off since, or the alert ended or expired: nothing to say any more.
    if (!subscription || !alert) return 'gone';
    const lang = subscription.lang as LanguageCode;
    const info = infoFor(alert.message, lang);
    if (!info || !this.keys) return 'gone';
    const sample = alert.feedUrl === SAMPLE_FEED_URL;
    const payload: AlertNotificationPayload = {
      title: sample ? `${PUSH_LABELS[lang].sample}: ${info.event}` : info.event,
      body: `${job.place} · ${untilLabel(info.expires ?? null, lang, subscription.timeZone)}`,
      url: `/alerts/${alert.id}`,
      tag: `alert-${alert.id}`,
    };
    const expiresIn = info.expires
      ? (Date.parse(info.expires) - this.now().getTime()) / 1000
      : MAX_TTL_SECONDS;
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: config.VAPID_SUBJECT, ...this.keys },
          TTL: Math.max(0, Math.min(MAX_TTL_SECONDS, Math.floor(expiresIn))),
          urgency: info.severity === 'Extreme' || info.severity === 'Severe' ? 'high' : 'normal',
          timeout: 15_000,
          ...(this.options.agent && { agent: this.options.agent }),
        },
      );
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await deleteSubscriptionById(database.db, subscription.id);
        return 'deleted';
      }
      throw new Error(`the push service answered ${status ?? (error as Error).message}`);
    }
    await markSent(database.db, subscription.id, this.now());
    return 'sent';
  }
}
