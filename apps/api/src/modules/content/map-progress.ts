import type { ProgressFile } from '@prepwell/content';
import type { badges, journeyPhases } from '../../db/schema.js';
import { iconPath, pickLocalized } from './localize.js';

export type BadgeRow = typeof badges.$inferInsert;
export type JourneyPhaseRow = typeof journeyPhases.$inferInsert;

/** A preparedness-level badge. */
export function mapBadge(badge: ProgressFile['badges'][number]): BadgeRow {
  return {
    id: badge.id,
    level: badge.level,
    icon: iconPath('progress', badge.icon),
    name: pickLocalized(badge.text_by_language, (t) => t.name),
    awardText: pickLocalized(badge.text_by_language, (t) => t.award_text),
    iconAlt: pickLocalized(badge.text_by_language, (t) => t.icon_alt),
  };
}

/** A journey phase with the thresholds that reach it. */
export function mapJourneyPhase(phase: ProgressFile['journey_phases'][number]): JourneyPhaseRow {
  return {
    id: phase.id,
    minCompleted: phase.min_completed,
    minAverageScore: phase.min_average_score,
    icon: iconPath('progress', phase.icon),
    name: pickLocalized(phase.text_by_language, (t) => t.name),
    subcopy: pickLocalized(phase.text_by_language, (t) => t.subcopy),
    awardText: pickLocalized(phase.text_by_language, (t) => t.award_text),
    iconAlt: pickLocalized(phase.text_by_language, (t) => t.icon_alt),
  };
}
