/*
 * Stored alerts as the contract shows them (packages/contract/src/alerts.ts): the `info` block in
 * the reader's language, the order lists use, and the published texts as they came.
 */
import {
  ALERT_SEVERITIES,
  ALERT_URGENCIES,
  type AlertInfo,
  type AlertSummary,
  type LanguageCode,
} from '@prepwell/contract';
import type { CapInfo, CapMessage } from './cap-message.js';

/** The CAP default when an `info` block names no language. */
const CAP_DEFAULT_LANGUAGE = 'en-US';

const languageOf = (info: CapInfo) => (info.language || CAP_DEFAULT_LANGUAGE).toLowerCase();
const isIn = (info: CapInfo, lang: string) =>
  languageOf(info) === lang || languageOf(info).startsWith(`${lang}-`);

/**
 * The `info` block to show a reader of `lang`: one in that language, else one in English, else the
 * first. Undefined for a message with none (CAP allows it; such a message shows nothing).
 */
export function infoFor(message: CapMessage, lang: LanguageCode): CapInfo | undefined {
  return (
    message.infos.find((info) => isIn(info, lang)) ??
    message.infos.find((info) => isIn(info, 'en')) ??
    message.infos[0]
  );
}

export function summaryOf(
  alert: { id: number; message: CapMessage; sample: boolean },
  info: CapInfo,
  hazardSlug: string | null,
): AlertSummary {
  return {
    id: alert.id,
    event: info.event,
    headline: info.headline ?? null,
    severity: info.severity,
    urgency: info.urgency,
    certainty: info.certainty,
    language: info.language || CAP_DEFAULT_LANGUAGE,
    sender_name: info.senderName ?? null,
    sent: alert.message.sent,
    onset: info.onset ?? info.effective ?? null,
    expires: info.expires ?? null,
    updated: alert.message.msgType === 'Update',
    hazard_slug: hazardSlug,
    sample: alert.sample,
  };
}

/** Most severe first, then the most urgent, then the newest. */
export function byPriority(a: AlertSummary, b: AlertSummary): number {
  return (
    ALERT_SEVERITIES.indexOf(a.severity) - ALERT_SEVERITIES.indexOf(b.severity) ||
    ALERT_URGENCIES.indexOf(a.urgency) - ALERT_URGENCIES.indexOf(b.urgency) ||
    Date.parse(b.sent) - Date.parse(a.sent) ||
    b.id - a.id
  );
}

export function infoOf(info: CapInfo): AlertInfo {
  return {
    language: info.language || CAP_DEFAULT_LANGUAGE,
    event: info.event,
    headline: info.headline ?? null,
    description: info.description ?? null,
    instruction: info.instruction ?? null,
    // Only a web address is linked: a feed's `web` could say anything.
    web: info.web && /^https?:\/\//i.test(info.web) ? info.web : null,
    sender_name: info.senderName ?? null,
    severity: info.severity,
    urgency: info.urgency,
    certainty: info.certainty,
    effective: info.effective ?? null,
    onset: info.onset ?? null,
    expires: info.expires ?? null,
    areas: info.areas.map((area) => area.description).filter((description) => description !== ''),
  };
}
