/*
 * One poll of one feed: its answer read into CAP messages. An NWS feed is one document; a CAP feed
 * is an index whose linked messages are fetched only when new or changed since the last poll (by
 * the entry's `updated`), the others taken from the last poll.
 */
import type { AlertFeed } from '../../config.js';
import { CapFormatError, type CapMessage } from './cap-message.js';
import { FeedError, fetchFeed, type FeedValidators } from './fetch-feed.js';
import { parseCapXml } from './parse-cap.js';
import { parseCapFeedIndex } from './parse-feed-index.js';
import { parseNwsAlerts } from './parse-nws.js';

const ACCEPT: Record<AlertFeed['kind'], string> = {
  nws: 'application/geo+json, application/json;q=0.9',
  cap: 'application/atom+xml, application/rss+xml, application/cap+xml, application/xml;q=0.9, text/xml;q=0.8',
};
const ACCEPT_CAP_MESSAGE = 'application/cap+xml, application/xml;q=0.9, text/xml;q=0.8';

/** Linked CAP messages fetched at once. */
const CONCURRENT_MESSAGES = 4;

/** What a feed's last poll leaves for the next. */
export interface FeedPollState {
  validators?: FeedValidators;
  /** A CAP index's linked messages, by address, with the entry's `updated` they were read at. */
  linked?: Record<string, { updated?: string; message: CapMessage }>;
}

export type FeedPoll =
  | { changed: false; state: FeedPollState }
  | {
      changed: true;
      /** Every message the feed holds now. */
      messages: CapMessage[];
      /** What could not be read, with why (the rest still counts). */
      rejected: string[];
      state: FeedPollState;
    };

async function mapLimited<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await run(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Polls `feed`; a FeedError when the feed (or its index) cannot be read at all. */
export async function pollFeed(
  feed: AlertFeed,
  state: FeedPollState,
  options: { userAgent: string },
): Promise<FeedPoll> {
  const answer = await fetchFeed(feed.url, {
    userAgent: options.userAgent,
    accept: ACCEPT[feed.kind],
    ...(state.validators && { validators: state.validators }),
  });
  if (!answer.changed) return { changed: false, state };

  try {
    if (feed.kind === 'nws') {
      let body: unknown;
      try {
        body = JSON.parse(answer.body);
      } catch {
        throw new FeedError('answered something that is not JSON');
      }
      const { messages, rejected } = parseNwsAlerts(body);
      return {
        changed: true,
        messages,
        rejected: rejected.map((r) => `${r.id}: ${r.reason}`),
        state: { validators: answer.validators },
      };
    }

    const index = parseCapFeedIndex(answer.body, feed.url);
    const rejected = [...index.rejected];
    const linked: NonNullable<FeedPollState['linked']> = {};
    const read = await mapLimited(index.linked, CONCURRENT_MESSAGES, async (entry) => {
      const known = state.linked?.[entry.url];
      if (known && entry.updated !== undefined && known.updated === entry.updated)
        return { entry, message: known.message };
      try {
        const fetched = await fetchFeed(entry.url, {
          userAgent: options.userAgent,
          accept: ACCEPT_CAP_MESSAGE,
        });
        if (!fetched.changed) return { entry, message: known?.message };
        return { entry, message: parseCapXml(fetched.body) };
      } catch (error) {
        rejected.push(`${entry.url}: ${(error as Error).message}`);
        // A message that was read before and now fails stays as it was.
        return { entry, message: known?.message };
      }
    });
    const messages = [...index.embedded];
    for (const { entry, message } of read) {
      if (!message) continue;
      messages.push(message);
      linked[entry.url] = { ...(entry.updated !== undefined && { updated: entry.updated }), message };
    }
    return { changed: true, messages, rejected, state: { validators: answer.validators, linked } };
  } catch (error) {
    if (error instanceof CapFormatError) throw new FeedError(`is not a feed of alerts: ${error.message}`);
    throw error;
  }
}
