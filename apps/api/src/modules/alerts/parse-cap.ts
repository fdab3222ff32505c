/*
 * CAP 1.2 XML (OASIS Common Alerting Protocol; 1.1 is read too) to a CapMessage, with a real XML
 * parser (fast-xml-parser: no external entities, entity expansion bounded). Element names are read
 * without their namespace prefix, so `<cap:alert>` and `<alert xmlns="…cap:1.2">` are alike.
 */
import { XMLParser } from 'fast-xml-parser';
import {
  CapFormatError,
  checkedCapMessage,
  optionalInfoFields,
  type CapArea,
  type CapMessage,
  type LonLat,
} from './cap-message.js';

/** Elements CAP lets repeat, always read as lists (one or many). */
const REPEATED = new Set([
  'info',
  'area',
  'polygon',
  'circle',
  'geocode',
  'parameter',
  'resource',
  'eventCode',
  'category',
  'responseType',
  // Feed indexes (parse-feed-index.ts).
  'entry',
  'item',
  'link',
  'alert',
]);

export const xmlParser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Every value stays text: identifiers and geocodes ("006001") are not numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: { enabled: true, maxTotalExpansions: 1000, maxExpandedLength: 100_000 },
  isArray: (name) => REPEATED.has(name),
});

export type Node = Record<string, unknown>;

/** An element (or JSON object): neither text, nor a list, nor null. */
export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An element's text (also when it carries attributes), or undefined when absent or empty. */
export function textOf(value: unknown): string | undefined {
  const raw = isNode(value) ? value['#text'] : value;
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = String(raw).trim();
  return text === '' ? undefined : text;
}

export const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

function coordinate(pair: string, where: string): LonLat {
  const parts = pair.split(',');
  const [lat, lon] = parts.map(Number);
  if (
    parts.length !== 2 ||
    lat === undefined ||
    lon === undefined ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lon)
  ) {
    throw new CapFormatError(`${where}: "${pair}" is not "latitude,longitude"`);
  }
  return [lon, lat];
}

/**
 * A CAP polygon ("lat,lon lat,lon …", WGS 84) as a GeoJSON ring. CAP requires the first point
 * again at the end; a ring that forgot it is closed here (the area is the same).
 */
export function capPolygon(text: string): LonLat[] {
  const points = text
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => coordinate(pair, 'polygon'));
  const [first, last] = [points[0], points.at(-1)];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) points.push([first[0], first[1]]);
  return points;
}

/** A CAP circle ("lat,lon radius", the radius in kilometres). */
export function capCircle(text: string): CapArea['circles'][number] {
  const [pair = '', radius = '', ...rest] = text.split(/\s+/).filter(Boolean);
  const radiusKm = Number(radius);
  if (rest.length > 0 || !Number.isFinite(radiusKm)) {
    throw new CapFormatError(`circle: "${text}" is not "latitude,longitude radius"`);
  }
  return { center: coordinate(pair, 'circle'), radiusKm };
}

/** CAP's `{ valueName, value }` pairs (`geocode`, `eventCode`) as `{ name, value }`. */
function namedValues(values: unknown): { name: string; value: string }[] {
  return listOf(values).flatMap((pair) => {
    if (!isNode(pair)) return [];
    const [name, value] = [textOf(pair.valueName), textOf(pair.value)];
    return name && value ? [{ name, value }] : [];
  });
}

function area(node: unknown): CapArea {
  const element = isNode(node) ? node : {};
  return {
    description: textOf(element.areaDesc) ?? '',
    polygons: listOf(element.polygon)
      .map(textOf)
      .filter((text): text is string => text !== undefined)
      .map((text) => [capPolygon(text)]),
    circles: listOf(element.circle)
      .map(textOf)
      .filter((text): text is string => text !== undefined)
      .map(capCircle),
    geocodes: namedValues(element.geocode),
  };
}

/** CAP 1.1's "Very Likely" is 1.2's "Likely" (1.2 §3.2.2, certainty). */
const certainty = (text: string | undefined) => (text === 'Very Likely' ? 'Likely' : text);

function info(node: unknown): Record<string, unknown> {
  const element = isNode(node) ? node : {};
  return {
    language: textOf(element.language) ?? 'en-US',
    event: textOf(element.event) ?? '',
    eventCodes: namedValues(element.eventCode),
    urgency: textOf(element.urgency),
    severity: textOf(element.severity),
    certainty: certainty(textOf(element.certainty)),
    ...optionalInfoFields((name) => textOf(element[name])),
    areas: listOf(element.area).map(area),
  };
}

/** CAP `references`: whitespace-separated "sender,identifier,sent" triples. */
export function capReferences(text: string | undefined): CapMessage['references'] {
  if (!text) return [];
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((triple) => {
      const [sender, identifier, sent, ...rest] = triple.split(',');
      if (!sender || !identifier || !sent || rest.length > 0) {
        throw new CapFormatError(`references: "${triple}" is not "sender,identifier,sent"`);
      }
      return { sender, identifier, sent };
    });
}

/** One `<alert>` element, already parsed, as a checked CapMessage. */
export function capMessageOf(node: unknown): CapMessage {
  if (!isNode(node)) throw new CapFormatError('alert: not an element');
  return checkedCapMessage({
    identifier: textOf(node.identifier),
    sender: textOf(node.sender),
    sent: textOf(node.sent),
    status: textOf(node.status),
    msgType: textOf(node.msgType),
    // Required by CAP; a message without one is meant for everyone.
    scope: textOf(node.scope) ?? 'Public',
    references: capReferences(textOf(node.references)),
    infos: listOf(node.info).map(info),
  });
}

/** A CAP XML document (its root `<alert>`) as a checked CapMessage, or a CapFormatError. */
export function parseCapXml(xml: string): CapMessage {
  let document: Node;
  try {
    document = xmlParser.parse(xml, true) as Node;
  } catch (error) {
    throw new CapFormatError(`not well-formed XML: ${(error as Error).message}`);
  }
  const [alert, ...others] = listOf(document.alert);
  if (!alert || others.length > 0) throw new CapFormatError('the document is not one <alert>');
  return capMessageOf(alert);
}
