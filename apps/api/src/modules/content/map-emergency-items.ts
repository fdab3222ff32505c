import type { EmergencyItem } from '@prepwell/content';
import type { emergencyItems } from '../../db/schema.js';
import { appLanguages, pickLocalized } from './localize.js';

export type EmergencyItemRow = typeof emergencyItems.$inferInsert;

/** An item of My Emergency Items. */
export function mapEmergencyItem(item: EmergencyItem): EmergencyItemRow {
  return {
    id: item.id,
    slug: item.slug,
    name: pickLocalized(item.text_by_language, (t) => t.name),
    description: pickLocalized(item.text_by_language, (t) => t.description),
    machineTranslated: appLanguages(item.machine_translated),
  };
}
