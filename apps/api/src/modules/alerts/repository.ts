/*
 * The alerts' storage (ADR 034): each feed's polling state, and the messages polls bring, ended as
 * CAP says. An Update or a Cancel ends the messages it references; a message that arrives after
 * the Update that references it is ended as it is stored; a message its feed stops listing is
 * withdrawn, and comes back if the feed lists it again.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AlertFeed } from '../../config.js';
import type { Database } from '../../db/client.js';
import { alertFeeds, alertMessages } from '../../db/schema.js';
import type { CapMessage } from './cap-message.js';
import type { FeedPoll, FeedPollState } from './poll-feed.js';

/** The feed of made-up alerts for demonstrations (`ALERT_SAMPLE_FEED=on`): "Sample — not a real alert". */
export const SAMPLE_FEED_URL = 'prepwell:sample-alerts';
/** A feed the poller reads: a configured one, or the sample feed. */
export type PolledFeed = AlertFeed | { kind: 'sample'; url: typeof SAMPLE_FEED_URL };
export const SAMPLE_FEED: PolledFeed = { kind: 'sample', url: SAMPLE_FEED_URL };
/** `ended_by` of a message its feed no longer lists. */
export const WITHDRAWN = 'withdrawn';
/** The longest wait between two tries of a failing feed. */
export const MAX_BACKOFF_SECONDS = 3600;

/** How a message is referenced: CAP `references` name "sender,identifier,sent". */
export const messageKey = (message: { sender: string; identifier: string }) =>
  `${message.sender},${message.identifier}`;

const hashOf = (message: CapMessage) => createHash('sha256').update(JSON.stringify(message)).digest('hex');

/** The latest `expires` of the message's info blocks; null when one of them does not say. */
function expiresAt(message: CapMessage): Date | null {
  let latest: number | null = null;
  for (const info of message.infos) {
    if (!info.expires) return null;
    const at = Date.parse(info.expires);
    if (latest === null || at > latest) latest = at;
  }
  return latest === null ? null : new Date(latest);
}

/** Adds the configured feeds that have no row yet. */
export async function ensureFeeds(db: Database, feeds: PolledFeed[]) {
  if (feeds.length === 0) return;
  await db
    .insert(alertFeeds)
    .values(feeds.map((feed) => ({ url: feed.url, kind: feed.kind })))
    .onConflictDoUpdate({ target: alertFeeds.url, set: { kind: sql`excluded.kind` } });
}

export type FeedRow = typeof alertFeeds.$inferSelect;

export async function findFeed(db: Database, url: string): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(alertFeeds).where(eq(alertFeeds.url, url));
  return row;
}

/** Every feed's polling state, for "Alerts last checked 12 minutes ago". */
export async function listFeeds(db: Database, urls: string[]): Promise<FeedRow[]> {
  if (urls.length === 0) return [];
  return db.select().from(alertFeeds).where(inArray(alertFeeds.url, urls)).orderBy(alertFeeds.url);
}

/** What one stored poll changed, for the log and the push fan-out. */
export interface StoredPoll {
  /** Ids of the messages new or changed in this poll. */
  changed: number[];
  /** Of those, the new ones (an Update is a new message): what notifications are sent for. */
  inserted: number[];
  /** How many messages this poll ended (referenced by an Update or Cancel, or withdrawn). */
  ended: number;
}

/**
 * Stores a poll that read the feed at `now`: its state, and when it changed, its messages. The
 * feed's failures are cleared.
 */
export async function storePoll(
  db: Database,
  feed: PolledFeed,
  poll: FeedPoll,
  now: Date,
): Promise<StoredPoll> {
  return db.transaction(async (tx) => {
    await tx
      .insert(alertFeeds)
      .values({ url: feed.url, kind: feed.kind })
      .onConflictDoNothing({ target: alertFeeds.url });
    await tx
      .update(alertFeeds)
      .set({
        state: poll.state,
        lastCheckedAt: now,
        lastAttemptAt: now,
        failures: 0,
        lastError: null,
        nextPollAt: null,
      })
      .where(eq(alertFeeds.url, feed.url));
    if (!poll.changed) return { changed: [], inserted: [], ended: 0 };
    return storeMessages(tx as unknown as Database, feed.url, poll.messages, now);
  });
}

/** New messages per insert: well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_BATCH = 200;

async function storeMessages(
  db: Database,
  feedUrl: string,
  messages: CapMessage[],
  now: Date,
): Promise<StoredPoll> {
  // A feed may list one message twice (two index entries): the last one read counts.
  const listed = new Map(messages.map((message) => [messageKey(message), message]));
  const keys = [...listed.keys()];
  const known = new Map(
    (keys.length === 0
      ? []
      : await db
          .select({
            id: alertMessages.id,
            sender: alertMessages.sender,
            identifier: alertMessages.identifier,
            messageHash: alertMessages.messageHash,
            endedBy: alertMessages.endedBy,
          })
          .from(alertMessages)
          .where(
            // Through the (sender, identifier) index.
            sql`(${alertMessages.sender}, ${alertMessages.identifier}) in (select * from unnest(${sql.param(
              [...listed.values()].map((message) => message.sender),
            )}::text[], ${sql.param([...listed.values()].map((message) => message.identifier))}::text[]))`,
          )
    ).map((row) => [messageKey(row), row]),
  );

  const changed: number[] = [];
  const inserted: number[] = [];
  const fresh: (typeof alertMessages.$inferInsert)[] = [];
  for (const [key, message] of listed) {
    const messageHash = hashOf(message);
    const row = known.get(key);
    const columns = {
      sent: new Date(message.sent),
      status: message.status,
      msgType: message.msgType,
      scope: message.scope,
      referenceKeys: message.references.map(messageKey),
      message,
      messageHash,
      expiresAt: expiresAt(message),
    };
    if (!row) {
      fresh.push({ feedUrl, sender: message.sender, identifier: message.identifier, ...columns });
      continue;
    }
    const listedAgain = row.endedBy === WITHDRAWN;
    if (row.messageHash === messageHash && !listedAgain) continue;
    await db
      .update(alertMessages)
      .set({
        feedUrl,
        ...columns,
        updatedAt: now,
        ...(listedAgain && { endedAt: null, endedBy: null }),
      })
      .where(eq(alertMessages.id, row.id));
    if (row.messageHash !== messageHash) changed.push(row.id);
  }

  // New messages go in a few statements (a national feed's first poll lists hundreds).
  for (let at = 0; at < fresh.length; at += INSERT_BATCH) {
    const added = await db
      .insert(alertMessages)
      .values(fresh.slice(at, at + INSERT_BATCH))
      .onConflictDoNothing()
      .returning({ id: alertMessages.id });
    for (const { id } of added) {
      changed.push(id);
      inserted.push(id);
    }
  }

  let ended = 0;
  if (changed.length > 0) {
    // What the new or changed Updates and Cancels reference ends; so does a new message that an
    // Update already stored references (it arrived late).
    const result = await db.execute(sql`
      update alert_messages as referenced
      set ended_at = ${now.toISOString()}, ended_by = referencing.sender || ',' || referencing.identifier
      from alert_messages as referencing
      where referencing.msg_type in ('Update', 'Cancel')
        and referencing.reference_keys @> array[referenced.sender || ',' || referenced.identifier]
        and (referenced.ended_at is null or referenced.ended_by = ${WITHDRAWN})
        and (referencing.id = any(${sql.param(changed)}::bigint[]) or referenced.id = any(${sql.param(changed)}::bigint[]))
    `);
    ended += affected(result);
  }

  // What the feed no longer lists is withdrawn (the NWS drops an alert it cancelled or expired).
  const withdrawn = await db
    .update(alertMessages)
    .set({ endedAt: now, endedBy: WITHDRAWN })
    .where(
      and(
        eq(alertMessages.feedUrl, feedUrl),
        isNull(alertMessages.endedAt),
        keys.length === 0
          ? sql`true`
          : sql`(${alertMessages.sender} || ',' || ${alertMessages.identifier}) <> all(${sql.param(keys)}::text[])`,
      ),
    )
    .returning({ id: alertMessages.id });
  ended += withdrawn.length;
  return { changed, inserted, ended };
}

/** Rows a drizzle `execute` changed, from either driver (node-postgres or PGlite). */
function affected(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/**
 * Records a poll that failed at `now`: the failures in a row, and no poll again before twice the
 * period for each (at most an hour), or what the feed asked (`Retry-After`) if longer.
 */
export async function recordFeedFailure(
  db: Database,
  feed: PolledFeed,
  failure: { message: string; retryAfterSeconds?: number | undefined },
  now: Date,
  pollSeconds: number,
): Promise<FeedRow> {
  await db
    .insert(alertFeeds)
    .values({ url: feed.url, kind: feed.kind })
    .onConflictDoNothing({ target: alertFeeds.url });
  const [row] = await db
    .update(alertFeeds)
    .set({
      failures: sql`${alertFeeds.failures} + 1`,
      lastAttemptAt: now,
      lastError: failure.message.slice(0, 500),
      nextPollAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => greatest(
        least(${pollSeconds}::float8 * power(2, ${alertFeeds.failures} + 1), ${MAX_BACKOFF_SECONDS}::float8),
        ${failure.retryAfterSeconds ?? 0}::float8))`,
    })
    .where(eq(alertFeeds.url, feed.url))
    .returning();
  if (!row) throw new Error(`alert feed ${feed.url} neither inserted nor found`);
  return row;
}

/** The state a feed's next poll starts from. */
export const pollStateOf = (row: FeedRow | undefined): FeedPollState =>
  (row?.state as FeedPollState | undefined) ?? {};

/** A stored alert: its message is the CapMessage a feed reader checked before it was stored. */
export type AlertRow = Pick<
  typeof alertMessages.$inferSelect,
  'id' | 'feedUrl' | 'sent' | 'expiresAt' | 'receivedAt'
> & { message: CapMessage };

/**
 * The alerts people see at `now` (those among `ids` when given): real (`Actual`), public, an Alert
 * or an Update, not ended, not expired. Test, Exercise and Draft messages are stored and never
 * shown.
 */
export async function activeAlerts(db: Database, now: Date, ids?: number[]): Promise<AlertRow[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({
      id: alertMessages.id,
      feedUrl: alertMessages.feedUrl,
      sent: alertMessages.sent,
      expiresAt: alertMessages.expiresAt,
      message: alertMessages.message,
      receivedAt: alertMessages.receivedAt,
    })
    .from(alertMessages)
    .where(
      and(
        eq(alertMessages.status, 'Actual'),
        eq(alertMessages.scope, 'Public'),
        inArray(alertMessages.msgType, ['Alert', 'Update']),
        isNull(alertMessages.endedAt),
        or(isNull(alertMessages.expiresAt), gt(alertMessages.expiresAt, now)),
        ids ? inArray(alertMessages.id, ids) : undefined,
      ),
    )
    .orderBy(alertMessages.id);
  return rows.map((row) => ({ ...row, message: row.message as CapMessage }));
}

/** A stored message by its public id, in any state; undefined when there is none. */
export async function findAlert(db: Database, id: number) {
  const [row] = await db.select().from(alertMessages).where(eq(alertMessages.id, id));
  return row && { ...row, message: row.message as CapMessage };
}
export type StoredAlert = NonNullable<Awaited<ReturnType<typeof findAlert>>>;

/** The id of the stored Update named by an `ended_by` ("sender,identifier"), if there is one. */
export async function replacementId(db: Database, endedBy: string | null): Promise<number | null> {
  if (!endedBy || endedBy === WITHDRAWN) return null;
  // CAP forbids commas in both.
  const [sender = '', identifier = ''] = endedBy.split(',');
  const [row] = await db
    .select({ id: alertMessages.id })
    .from(alertMessages)
    .where(
      and(
        eq(alertMessages.sender, sender),
        eq(alertMessages.identifier, identifier),
        eq(alertMessages.msgType, 'Update'),
      ),
    );
  return row?.id ?? null;
}

/**
 * How current the feeds are: when the least recently read of them was last read (null while one
 * has never been), and whether one's last try failed.
 */
export async function feedStatus(db: Database, urls: string[]) {
  const rows = await listFeeds(db, urls);
  const checked = rows.map((row) => row.lastCheckedAt);
  const everyFeedRead = rows.length === urls.length && checked.every((at) => at !== null);
  return {
    lastCheckedAt: everyFeedRead ? new Date(Math.min(...checked.map((at) => (at as Date).getTime()))) : null,
    failing: rows.some((row) => row.failures > 0),
  };
}
