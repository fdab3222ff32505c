import { z } from 'zod';
import { nonEmptyText } from './common.js';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a hazard slug is kebab-case, e.g. flash-flood');

/**
 * The official alerts that call for one hazard's guide (ADR 034): the event names feeds publish
 * (CAP `event`, the NWS's event types; English, matched without regard to case) and the SAME
 * event codes (three capitals, CAP `eventCode`). An alert of one of them shows that hazard's
 * "What to do now"; an alert no hazard lists shows its own instructions only.
 */
export const alertEventMappingSchema = z
  .object({
    /** A folder of `hazards/`. */
    hazard: slug,
    events: z.array(nonEmptyText.pipe(z.string().max(80, 'an event name is a few words'))).min(1),
    same_codes: z
      .array(z.string().regex(/^[A-Z]{3}$/, 'a SAME event code is three capitals, e.g. TOR'))
      .default([]),
  })
  .strict();
export type AlertEventMapping = z.infer<typeof alertEventMappingSchema>;

/** An event name as `alert-events.yaml` is matched: case and spacing aside. */
export const alertEventKey = (event: string) => event.trim().replace(/\s+/g, ' ').toLowerCase();

/** `alert-events.yaml`: which hazard each kind of official alert leads to. */
export const alertEventsFileSchema = z.object({ hazards: z.array(alertEventMappingSchema).min(1) }).strict();
