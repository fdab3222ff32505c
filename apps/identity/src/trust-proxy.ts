import { z } from 'zod';

/** TRUST_PROXY as Fastify's `trustProxy` takes it: false, a hop count, or addresses/CIDRs. */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/i;
    if (text === 'true' || entries.some((entry) => !address.test(entry))) {
      context.addIssue({
        code: 'custom',
        message: 'must be false, a hop count (1) or comma-separated addresses/CIDRs (10.0.0.0/8); never true',
      });
      return z.NEVER;
    }
    return entries;
  });

export type TrustProxy = z.output<typeof trustProxySchema>;

/** TRUST_PROXY for Fastify: a hop count becomes "trust the first n hops" (proxy-addr's rule). */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
