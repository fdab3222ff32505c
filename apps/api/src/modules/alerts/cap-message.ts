/*
 * One alert message as the alerts module keeps it, whatever feed it came from: the elements of the
 * Common Alerting Protocol 1.2 (OASIS) that Prepwell uses. A CAP XML message (parse-cap.ts) and an
 * alert of the US National Weather Service's JSON API (parse-nws.ts) both become this.
 *
 * Coordinates are GeoJSON's order, [longitude, latitude] (CAP writes "latitude,longitude").
 */
import { z } from 'zod';
import { ALERT_CERTAINTIES, ALERT_SEVERITIES, ALERT_URGENCIES } from '@prepwell/contract';

export const CAP_STATUSES = ['Actual', 'Exercise', 'System', 'Test', 'Draft'] as const;
export const CAP_MESSAGE_TYPES = ['Alert', 'Update', 'Cancel', 'Ack', 'Error'] as const;
export const CAP_SCOPES = ['Public', 'Restricted', 'Private'] as const;
/** The contract's lists, which the web app shows (severities most severe first). */
export const CAP_URGENCIES = ALERT_URGENCIES;
export const CAP_SEVERITIES = ALERT_SEVERITIES;
export const CAP_CERTAINTIES = ALERT_CERTAINTIES;
export type CapStatus = (typeof CAP_STATUSES)[number];
export type CapMessageType = (typeof CAP_MESSAGE_TYPES)[number];
export type CapScope = (typeof CAP_SCOPES)[number];
export type CapSeverity = (typeof CAP_SEVERITIES)[number];

/** A point as GeoJSON writes it: [longitude, latitude]. */
export type LonLat = [number, number];

const lonLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/** A closed ring: at least four points, the last the same as the first. */
const ring = z
  .array(lonLat)
  .min(4)
  .refine((points) => {
    const [first, last] = [points[0], points.at(-1)];
    return first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
  }, 'a polygon must end where it starts');

export const capAreaSchema = z.object({
  description: z.string(),
  /** Each polygon's outer ring (CAP polygons have no holes; a GeoJSON polygon's holes are kept). */
  polygons: z.array(z.array(ring).min(1)),
  circles: z.array(z.object({ center: lonLat, radiusKm: z.number().nonnegative() })),
  /** SAME, UGC, FIPS6, … codes, as `{ name, value }`. */
  geocodes: z.array(z.object({ name: z.string(), value: z.string() })),
  /** Where the feed publishes the shapes of the zones named (NWS `affectedZones`), if it says. */
  zones: z.array(z.string()).optional(),
});
export type CapArea = z.infer<typeof capAreaSchema>;

/** An instant with its offset, as CAP requires ("2026-11-29T08:00:00-05:00"). */
const instant = z.iso.datetime({ offset: true });

export const capInfoSchema = z.object({
  /** RFC 3066 tag; CAP's default is en-US. */
  language: z.string(),
  event: z.string(),
  /** Codes of the event in named systems: `SAME` ("TOR"), the NWS's own, … */
  eventCodes: z.array(z.object({ name: z.string(), value: z.string() })),
  urgency: z.enum(CAP_URGENCIES),
  severity: z.enum(CAP_SEVERITIES),
  certainty: z.enum(CAP_CERTAINTIES),
  effective: instant.optional(),
  onset: instant.optional(),
  expires: instant.optional(),
  senderName: z.string().optional(),
  headline: z.string().optional(),
  description: z.string().optional(),
  instruction: z.string().optional(),
  web: z.string().optional(),
  areas: z.array(capAreaSchema),
});
export type CapInfo = z.infer<typeof capInfoSchema>;

/** The optional text elements of an `info` block, by their CAP names. */
const CAP_INFO_OPTIONAL = [
  'effective',
  'onset',
  'expires',
  'senderName',
  'headline',
  'description',
  'instruction',
  'web',
] as const;

/** Those of an `info` block's optional texts that `read` finds, as its fields. */
export function optionalInfoFields(read: (name: string) => string | undefined): Record<string, string> {
  return Object.fromEntries(
    CAP_INFO_OPTIONAL.flatMap((name) => {
      const value = read(name);
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

/** An earlier message this one updates or cancels (CAP `references`: "sender,identifier,sent"). */
export const capReferenceSchema = z.object({ sender: z.string(), identifier: z.string(), sent: z.string() });
export type CapReference = z.infer<typeof capReferenceSchema>;

export const capMessageSchema = z.object({
  identifier: z.string().min(1),
  sender: z.string().min(1),
  sent: instant,
  status: z.enum(CAP_STATUSES),
  msgType: z.enum(CAP_MESSAGE_TYPES),
  scope: z.enum(CAP_SCOPES),
  references: z.array(capReferenceSchema),
  infos: z.array(capInfoSchema),
});
export type CapMessage = z.infer<typeof capMessageSchema>;

/** A message a feed sent that cannot be read as CAP: what was wrong, for the log. */
export class CapFormatError extends Error {
  override readonly name = 'CapFormatError';
}

/** The message, checked; a CapFormatError naming the first field that is wrong. */
export function checkedCapMessage(candidate: unknown): CapMessage {
  const result = capMessageSchema.safeParse(candidate);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new CapFormatError(`${issue?.path.join('.') || 'message'}: ${issue?.message ?? 'invalid'}`);
}
