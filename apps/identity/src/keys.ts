import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IdentityDatabase } from './accounts.js';
import { identityKeys } from './db/schema.js';

export interface ProviderKeys {
  /** Private signing keys as JWKs (RS256). */
  jwks: Record<string, unknown>[];
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
  /** The embedded web client's secret (the API is that client). */
  clientSecret: string;
}

/**
 * The provider's keys, made once and stored in the database so every replica (and every restart)
 * signs with the same keys. Concurrent first starts agree: the first insert wins.
 */
export async function loadOrCreateKeys(db: IdentityDatabase): Promise<ProviderKeys> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: `k-${Date.now().toString(36)}`,
    alg: 'RS256',
    use: 'sig',
  };
  await db
    .insert(identityKeys)
    .values([
      { id: 'signing-1', kind: 'jwk', value: jwk },
      { id: 'cookie-1', kind: 'cookie', value: randomBytes(32).toString('base64url') },
      { id: 'client-secret', kind: 'client-secret', value: randomBytes(32).toString('base64url') },
    ])
    .onConflictDoNothing();
  const rows = await db.select().from(identityKeys);
  return {
    jwks: rows.filter((row) => row.kind === 'jwk').map((row) => row.value as Record<string, unknown>),
    cookieKeys: rows.filter((row) => row.kind === 'cookie').map((row) => row.value as string),
    clientSecret: String(rows.find((row) => row.kind === 'client-secret')?.value ?? ''),
  };
}
