import { z } from 'zod';

/**
 * Of `properties`, only the keys `listed` names, each only when its value fits its schema: the
 * closed list of what an analytics event may store (contract: ANALYTICS_EVENT_PROPERTIES). Any
 * other key, and a listed key with a value that does not fit (free text, a coordinate pair, an
 * email where a page path belongs), is dropped, so nothing that says who or where is kept.
 */
export function listedProperties(
  listed: z.ZodRawShape,
  properties: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties ?? {})) {
    const schema = Object.hasOwn(listed, key) ? listed[key] : undefined;
    const parsed = schema ? z.safeParse(schema, value) : undefined;
    if (parsed?.success) kept[key] = parsed.data;
  }
  return kept;
}
