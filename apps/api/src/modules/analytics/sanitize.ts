import { isIP } from 'node:net';
import { ANALYTICS_REMOVED_KEYS } from '@prepwell/contract';
import { redactLocation } from '../../lib/redact.js';

const REMOVED_KEYS: ReadonlySet<string> = new Set(ANALYTICS_REMOVED_KEYS);

/** Nesting deeper than this is dropped: analytics properties are flat in practice. */
export const MAX_PROPERTY_DEPTH = 6;

/** `First Name`, `first_name`, `firstName` and `first-name` are one key. */
const normalizeKey = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '');

/** "45.52,-122.68": a coordinate pair written as one string. */
const COORDINATE_PAIR = /^\s*[-+]?\d{1,3}\.\d+\s*[,;/ ]\s*[-+]?\d{1,3}\.\d+\s*$/;

/**
 * Analytics properties without anything that says who or where: keys naming coordinates,
 * addresses, IP addresses, names, emails, phone numbers or user ids are removed at any depth
 * (`ANALYTICS_REMOVED_KEYS`); string values that are an IP address or a coordinate pair are
 * removed whatever their key; URLs keep their path but lose their lat, lng and zip values.
 */
export function removeIdentifyingData(
  properties: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const clean = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') {
      if (isIP(value.trim()) !== 0 || COORDINATE_PAIR.test(value)) return undefined;
      return redactLocation(value);
    }
    if (value === null || typeof value !== 'object') return value;
    if (depth >= MAX_PROPERTY_DEPTH) return undefined;
    if (Array.isArray(value)) {
      return value.flatMap((item) => {
        const kept = clean(item, depth + 1);
        return kept === undefined ? [] : [kept];
      });
    }
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (REMOVED_KEYS.has(normalizeKey(key))) continue;
      const kept = clean(item, depth + 1);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  };
  return clean(properties ?? {}, 0) as Record<string, unknown>;
}
