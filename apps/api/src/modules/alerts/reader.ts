import type { FastifyInstance } from 'fastify';
import type { AlertDetail, AlertFeedStatus, LanguageCode } from '@prepwell/contract';
import { DEFAULT_PACK_DIR, readAlertEvents } from '@prepwell/content';
import { currentGuide, type Guide } from '../../lib/guide/guide.js';
import type { CapInfo, CapMessage } from './cap-message.js';
import { eventHazards } from './event-hazard.js';
import { infoFor, infoOf, summaryOf } from './present.js';
import {
  feedStatus,
  findAlert,
  replacementId,
  SAMPLE_FEED,
  SAMPLE_FEED_URL,
  type PolledFeed,
} from './repository.js';

/** The feeds this server reads: the configured ones, and the sample feed when it is on. */
export function configuredFeeds(config: FastifyInstance['config']): PolledFeed[] {
  return [...config.ALERT_FEEDS, ...(config.ALERT_SAMPLE_FEED === 'on' ? [SAMPLE_FEED] : [])];
}

/**
 * Reading the stored alerts as the app shows them (ADR 034): how current they are, an alert's
 * guide hazard, and one alert in full. The alerts routes answer with it, and so does the server
 * render of an alert's page (app.ts), so both show the same.
 */
export function alertReader(fastify: FastifyInstance, now: () => Date) {
  const { config, database } = fastify;
  const feedUrls = configuredFeeds(config).map((feed) => feed.url);
  const hazardOfEvent = eventHazards(readAlertEvents(config.CONTENT_DIR ?? DEFAULT_PACK_DIR));

  const status = async (): Promise<AlertFeedStatus> => {
    if (feedUrls.length === 0) return { configured: false, last_checked_at: null, failing: false };
    const feeds = await feedStatus(database.db, feedUrls);
    return {
      configured: true,
      last_checked_at: feeds.lastCheckedAt?.toISOString() ?? null,
      failing: feeds.failing,
    };
  };

  /**
   * The guide's hazard for an alert's kind, when the pack maps one and the guide has it: by the
   * `info` shown, else by another of the same message (a translation may name the event in its
   * own words and leave out the codes). The caller reads the guide once per answer, so an answer
   * never mixes two versions of the content.
   */
  const hazardSlug = (guide: Guide, message: CapMessage, shown: CapInfo) => {
    for (const info of [shown, ...message.infos]) {
      const slug = hazardOfEvent(info);
      if (slug && guide.find(slug)) return slug;
    }
    return null;
  };

  /**
   * One alert in full in `lang`, with "What to do now"; null for no such alert, or one never
   * shown (a Test, an Exercise, a message not for the public, an Ack or Error).
   */
  const detail = async (id: number, lang: LanguageCode): Promise<AlertDetail | null> => {
    const row = await findAlert(database.db, id);
    const info = row && infoFor(row.message, lang);
    if (
      !row ||
      !info ||
      row.status !== 'Actual' ||
      row.scope !== 'Public' ||
      !['Alert', 'Update'].includes(row.msgType)
    )
      return null;
    const guide = await currentGuide(fastify);
    const slug = hazardSlug(guide, row.message, info);
    const hazard = slug ? guide.find(slug) : undefined;
    const blocks = hazard
      ? guide
          .detail(hazard, [lang])
          .content_blocks.filter((block) => block.stage === 'During' && block.critical)
      : [];
    const state = row.endedAt
      ? ('ended' as const)
      : row.expiresAt && row.expiresAt.getTime() <= now().getTime()
        ? ('expired' as const)
        : ('active' as const);
    return {
      alert: {
        ...summaryOf({ ...row, sample: row.feedUrl === SAMPLE_FEED_URL }, info, slug),
        sender: row.sender,
        state,
        replaced_by: await replacementId(database.db, row.endedBy),
        infos: row.message.infos.map(infoOf),
      },
      what_to_do: hazard && blocks.length > 0 ? { hazard: guide.summary(hazard, [lang]), blocks } : null,
      status: await status(),
    };
  };

  return { status, hazardSlug, detail };
}

export type AlertReader = ReturnType<typeof alertReader>;
