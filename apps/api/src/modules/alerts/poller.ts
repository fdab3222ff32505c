/*
 * The alert feeds' poller (ADR 034). Every replica runs one; pg-boss, on the app's own database,
 * makes sure each feed is polled once per period by one of them:
 *
 * - each replica sends every feed's poll job a few times per period, keyed by the feed and the
 *   period (`singletonKey`, `singletonSeconds`), so the database keeps one job per feed and period;
 * - the queue's `singleton` policy lets one job per feed be active at a time, so a slow poll is
 *   never overtaken by the next;
 * - whichever replica's worker takes the job polls the feed and stores what it read; the others
 *   read the stored alerts.
 *
 * A feed that fails is tried again after a wait that doubles with each failure (the repository's
 * `recordFeedFailure`); the jobs of the periods in between find it waiting and do nothing.
 */
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { FeedError } from './fetch-feed.js';
import { pollFeed } from './poll-feed.js';
import {
  ensureFeeds,
  findFeed,
  pollStateOf,
  recordFeedFailure,
  storePoll,
  type PolledFeed,
} from './repository.js';
import { sampleMessages } from './sample-feed.js';
import { fetchMissingZones, zonesNeeded } from './zones.js';

export const POLL_QUEUE = 'alerts-poll';
/** pg-boss's tables live in their own schema, beside the app's. */
export const JOBS_SCHEMA = 'pgboss';
/** A poll still running after this is taken as lost (its replica stopped) and tried again. */
const POLL_EXPIRE_SECONDS = 300;
/** Poll jobs sent per period by each replica: one is kept, and a late timer never misses one. */
const SENDS_PER_PERIOD = 3;

export interface AlertPollerOptions {
  database: DatabaseHandle;
  feeds: PolledFeed[];
  pollSeconds: number;
  userAgent: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Told of new alerts after each poll, on the same job queue (Web Push's fan-out). */
  notifier?: { start(boss: PgBoss): Promise<void>; alertsStored(alertIds: number[]): Promise<void> };
  /** Called after a poll stored what changed (the replica's active alerts are read again). */
  onStored?: () => void;
  /** How often the worker looks for a job (pg-boss's default is 2 s). */
  workerPollingSeconds?: number;
}

/** What one poll job did, for the log and the tests. */
export type PollOutcome =
  | { outcome: 'stored'; changed: number[]; ended: number; rejected: number }
  | { outcome: 'unchanged' }
  | { outcome: 'failed'; error: string; failures: number; nextPollAt: Date | null }
  | { outcome: 'waiting'; until: Date }
  | { outcome: 'unknown feed' };

/**
 * Creates the queue unless it exists. NOTE: two replicas starting together both create it, and
 * PostgreSQL may end one of them as a deadlock (each creates the queue's table and attaches it);
 * tried again, that one finds the queue made and does nothing.
 */
async function createQueueOnce(boss: PgBoss, queue: PgBoss.Queue) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** The first wait before starting again after a failed start; it doubles up to the next. */
const RESTART_FIRST_MS = 1000;
const RESTART_MAX_MS = 60_000;

export class AlertPoller {
  private boss: PgBoss | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly now: () => Date;
  private stopped = false;
  private running: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  constructor(private readonly options: AlertPollerOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Starts, and after a failed start (the database down or slow while the server boots) starts
   * again after 1, 2, 4 … 60 s until it has started or is stopped: a server that once could not
   * reach its database still polls the alert feeds when it can.
   */
  run(waits: { firstMs?: number; maxMs?: number } = {}): Promise<void> {
    this.running ??= (async () => {
      let wait = waits.firstMs ?? RESTART_FIRST_MS;
      for (let attempt = 1; !this.stopped; attempt += 1) {
        try {
          await this.start();
          return;
        } catch (error) {
          this.options.log.error(
            { err: error, attempt, nextAttemptInMs: wait },
            'alerts: the poller could not start; it will try again',
          );
          await this.stopBoss();
          if (this.stopped) return;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, wait);
            this.wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wait = Math.min(wait * 2, waits.maxMs ?? RESTART_MAX_MS);
        }
      }
    })();
    return this.running;
  }

  /** Creates pg-boss's schema if needed, starts the worker, and sends the first poll jobs. */
  async start(): Promise<void> {
    const { database, feeds, pollSeconds, log } = this.options;
    const boss = new PgBoss({
      db: database.jobs as PgBoss.Db,
      schema: JOBS_SCHEMA,
      // Nothing here runs on cron; the maintenance (expiry, archiving) runs on one replica at a time.
      schedule: false,
      supervise: true,
    });
    boss.on('error', (error) => log.warn({ err: error }, 'alerts: the job queue failed'));
    this.boss = boss;
    await boss.start();
    await createQueueOnce(boss, {
      name: POLL_QUEUE,
      policy: 'singleton',
      expireInSeconds: POLL_EXPIRE_SECONDS,
      // A job fails only when the database does (a feed's own failure is recorded, not thrown).
      retryLimit: 2,
      retryDelay: 5,
      retryBackoff: true,
    });
    await this.options.notifier?.start(boss);
    await ensureFeeds(database.db, feeds);
    await boss.work<{ url: string }>(
      POLL_QUEUE,
      { pollingIntervalSeconds: this.options.workerPollingSeconds ?? 2 },
      async ([job]) => {
        if (job) await this.poll(job.data.url);
      },
    );
    await this.sendPolls();
    this.timer = setInterval(
      () => {
        this.sendPolls().catch((error: unknown) =>
          log.warn({ err: error }, 'alerts: could not queue the feeds’ polls'),
        );
      },
      (pollSeconds * 1000) / SENDS_PER_PERIOD,
    );
    this.timer.unref();
  }

  /**
   * Sends each feed's poll job for this period: the ids of the jobs the database kept (none for a
   * feed whose job this period another send already made).
   */
  async sendPolls(): Promise<string[]> {
    const boss = this.boss;
    if (!boss) return [];
    const kept: string[] = [];
    for (const feed of this.options.feeds) {
      const id = await boss.send(
        POLL_QUEUE,
        { url: feed.url },
        { singletonKey: feed.url, singletonSeconds: this.options.pollSeconds },
      );
      if (id) kept.push(id);
    }
    return kept;
  }

  /** Polls one feed now, unless it is waiting after failures, and stores what it read. */
  async poll(url: string): Promise<PollOutcome> {
    const { database, log, pollSeconds, userAgent } = this.options;
    const feed = this.options.feeds.find((configured) => configured.url === url);
    if (!feed) return { outcome: 'unknown feed' };
    const row = await findFeed(database.db, url);
    if (row?.nextPollAt && row.nextPollAt > this.now()) return { outcome: 'waiting', until: row.nextPollAt };
    try {
      const poll =
        feed.kind === 'sample'
          ? { changed: true as const, messages: sampleMessages(this.now()), rejected: [], state: {} }
          : await pollFeed(feed, pollStateOf(row), { userAgent });
      const stored = await storePoll(database.db, feed, poll, this.now());
      if (!poll.changed) return { outcome: 'unchanged' };
      const zones = await fetchMissingZones(database.db, zonesNeeded(poll.messages), {
        userAgent,
        now: this.now(),
      });
      if (zones.failed.length > 0)
        log.warn({ feed: url, zones: zones.failed.slice(0, 10) }, 'alerts: zone shapes not fetched');
      if (stored.changed.length > 0 || stored.ended > 0 || zones.fetched > 0) this.options.onStored?.();
      await this.options.notifier?.alertsStored(stored.inserted);
      if (poll.rejected.length > 0)
        log.warn({ feed: url, rejected: poll.rejected.slice(0, 10) }, 'alerts: messages set aside');
      log.info(
        { feed: url, messages: poll.messages.length, changed: stored.changed.length, ended: stored.ended },
        'alerts: feed polled',
      );
      return { outcome: 'stored', ...stored, rejected: poll.rejected.length };
    } catch (error) {
      if (!(error instanceof FeedError)) throw error;
      const failed = await recordFeedFailure(database.db, feed, error, this.now(), pollSeconds);
      log.warn(
        { feed: url, failures: failed.failures, nextPollAt: failed.nextPollAt, reason: error.message },
        'alerts: feed failed',
      );
      return {
        outcome: 'failed',
        error: error.message,
        failures: failed.failures,
        nextPollAt: failed.nextPollAt,
      };
    }
  }

  /** Stops polling, and ends `run`'s attempts to start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
    clearInterval(this.timer);
    await this.stopBoss();
  }

  private async stopBoss(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, wait: true, timeout: 20_000 }).catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'alerts: the job queue did not stop cleanly');
    });
  }
}
