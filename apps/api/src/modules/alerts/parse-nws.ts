/*
 * The US National Weather Service's alerts API (api.weather.gov `/alerts/active`): a GeoJSON
 * FeatureCollection whose features carry CAP's fields as properties, one `info` each, in English.
 * Each alert becomes a CapMessage; one the module cannot read is left out with its reason, and the
 * rest of the feed still counts.
 */
import { isNode } from './parse-cap.js';
import {
  CapFormatError,
  checkedCapMessage,
  optionalInfoFields,
  type CapArea,
  type CapMessage,
  type LonLat,
} from './cap-message.js';

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const texts = (value: unknown) =>
  Array.isArray(value) ? value.map(text).filter((item): item is string => item !== undefined) : [];

/** GeoJSON Polygon or MultiPolygon as the area's polygons (rings as given, holes kept). */
function polygonsOf(geometry: unknown): CapArea['polygons'] {
  if (!isNode(geometry)) return [];
  const coordinates = geometry.coordinates as unknown;
  if (geometry.type === 'Polygon') return [coordinates as LonLat[][]];
  if (geometry.type === 'MultiPolygon') return coordinates as LonLat[][][];
  throw new CapFormatError(`geometry: ${String(geometry.type)} is not a Polygon or MultiPolygon`);
}

/** An NWS `{ NAME: [values] }` object (`geocode`, `eventCode`) as `{ name, value }` pairs. */
const namedValues = (value: unknown) =>
  Object.entries(isNode(value) ? value : {}).flatMap(([name, values]) =>
    texts(values).map((item) => ({ name, value: item })),
  );

function messageOf(feature: unknown): CapMessage {
  if (!isNode(feature) || !isNode(feature.properties)) throw new CapFormatError('feature: no properties');
  const p = feature.properties;
  const area: CapArea = {
    description: text(p.areaDesc) ?? '',
    polygons: polygonsOf(feature.geometry),
    circles: [],
    geocodes: namedValues(p.geocode),
    // The zone data to draw an alert that names zones only (its geometry is null).
    zones: texts(p.affectedZones),
  };
  return checkedCapMessage({
    identifier: text(p.identifier) ?? text(p.id),
    sender: text(p.sender),
    sent: text(p.sent),
    status: text(p.status),
    msgType: text(p.messageType),
    scope: text(p.scope) ?? 'Public',
    references: (Array.isArray(p.references) ? p.references : []).map((reference: unknown) => {
      const r = isNode(reference) ? reference : {};
      return { sender: text(r.sender), identifier: text(r.identifier), sent: text(r.sent) };
    }),
    infos: [
      {
        language: text(p.language) ?? 'en-US',
        event: text(p.event),
        eventCodes: namedValues(p.eventCode),
        urgency: text(p.urgency),
        severity: text(p.severity),
        certainty: text(p.certainty),
        ...optionalInfoFields((name) => text(p[name])),
        areas: [area],
      },
    ],
  });
}

export interface NwsAlerts {
  messages: CapMessage[];
  /** Alerts left out, with why (for the log; the feed's other alerts still count). */
  rejected: { id: string; reason: string }[];
}

/** An `/alerts/active` answer; a CapFormatError when it is not a FeatureCollection at all. */
export function parseNwsAlerts(body: unknown): NwsAlerts {
  if (!isNode(body) || body.type !== 'FeatureCollection' || !Array.isArray(body.features)) {
    throw new CapFormatError('not a GeoJSON FeatureCollection of alerts');
  }
  const result: NwsAlerts = { messages: [], rejected: [] };
  for (const feature of body.features) {
    try {
      result.messages.push(messageOf(feature));
    } catch (error) {
      const id =
        (isNode(feature) &&
          (text(feature.id) ?? text(isNode(feature.properties) ? feature.properties.id : undefined))) ||
        '?';
      result.rejected.push({ id, reason: (error as Error).message });
    }
  }
  return result;
}
