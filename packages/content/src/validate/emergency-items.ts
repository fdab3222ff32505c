import type { EmergencyItem } from '../schema/emergency-item.js';
import { findDuplicateIds, type PackProblem } from './common.js';

/** Emergency items: unique ids (prep-check options and users' items point at them). */
export function checkEmergencyItems(items: readonly EmergencyItem[]): PackProblem[] {
  return findDuplicateIds(
    'emergency item',
    items.map((i) => i.id),
    'emergency-items.yaml',
  );
}
