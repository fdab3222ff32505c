import { alertEventKey as eventKey, type AlertEventMapping } from '@prepwell/content';
import type { CapInfo } from './cap-message.js';

/**
 * The hazard whose "What to do now" an alert shows (ADR 034), from the pack's `alert-events.yaml`:
 * by the alert's SAME event code first (the same in every language), else by its event name;
 * undefined for a kind of alert no hazard lists, which shows its own instructions only.
 */
export function eventHazards(
  mappings: readonly AlertEventMapping[],
): (info: Pick<CapInfo, 'event' | 'eventCodes'>) => string | undefined {
  const byCode = new Map<string, string>();
  const byEvent = new Map<string, string>();
  for (const { hazard, events, same_codes } of mappings) {
    for (const code of same_codes) byCode.set(code, hazard);
    for (const event of events) byEvent.set(eventKey(event), hazard);
  }
  return (info) => {
    for (const { name, value } of info.eventCodes) {
      const hazard = name.toUpperCase() === 'SAME' ? byCode.get(value.trim().toUpperCase()) : undefined;
      if (hazard) return hazard;
    }
    return byEvent.get(eventKey(info.event));
  };
}
