import { alertEventKey, type AlertEventMapping } from '../schema/alert-event.js';
import type { PackProblem } from '../pack-types.js';

/**
 * `alert-events.yaml` against the pack: every hazard it names is in `hazards/`, and each event
 * name (whatever its case and spacing) and each SAME code leads to one hazard only.
 */
export function checkAlertEvents(
  mappings: readonly AlertEventMapping[],
  hazardSlugs: ReadonlySet<string>,
): PackProblem[] {
  const file = 'alert-events.yaml';
  const problems: PackProblem[] = [];
  const events = new Map<string, string>();
  const codes = new Map<string, string>();
  for (const mapping of mappings) {
    if (!hazardSlugs.has(mapping.hazard)) {
      problems.push({ file, message: `hazard ${mapping.hazard} is not in hazards/` });
    }
    for (const event of mapping.events) {
      const key = alertEventKey(event);
      const earlier = events.get(key);
      if (earlier)
        problems.push({ file, message: `event "${event}" is listed for ${earlier} and ${mapping.hazard}` });
      events.set(key, mapping.hazard);
    }
    for (const code of mapping.same_codes) {
      const earlier = codes.get(code);
      if (earlier)
        problems.push({ file, message: `SAME code ${code} is listed for ${earlier} and ${mapping.hazard}` });
      codes.set(code, mapping.hazard);
    }
  }
  return problems;
}
