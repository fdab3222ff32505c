/**
 * The bundled OpenID Connect provider on its own port, for a Prepwell that points at it with
 * OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET (see the README). Same plugin and pages as
 * the embedded setup; its tables are in PostgreSQL (DATABASE_URL), part of the app's one
 * migration set. Run it with `npm start -w apps/identity`.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { z } from 'zod';
import type { IdentityDatabase } from './accounts.js';
import { sameSiteOnly } from './http.js';
import { loadOrCreateKeys } from './keys.js';
import { createMailTransport, type MailTransport } from './mail.js';
import { DEFAULT_CLIENT_ID, identityPlugin } from './plugin.js';
import { createProvider } from './provider.js';
import { fastifyTrustProxy, trustProxySchema } from './trust-proxy.js';

/** The app's migration set, which holds the provider's tables too (apps/api/drizzle). */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api', 'drizzle');

const url = z.string().url();
const optional = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));

/** Every variable the standalone provider reads, checked at start like the app's. */
export const standaloneEnvSchema = z
  .object({
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL'),
    ),
    IDENTITY_ISSUER: url.refine((value) => new URL(value).pathname.replace(/\/$/, '') !== '', {
      message: 'must end with a path where the provider answers, e.g. https://id.example.org/auth',
    }),
    IDENTITY_CLIENT_ID: z.string().min(1).default(DEFAULT_CLIENT_ID),
    IDENTITY_CLIENT_SECRET: z.string().min(16, 'must have at least 16 characters'),
    IDENTITY_REDIRECT_URI: url,
    IDENTITY_POST_LOGOUT_URI: optional(url),
    IDENTITY_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
    IDENTITY_HOST: z.string().min(1).default('0.0.0.0'),
    /** Run the app's migrations at start (only where the app itself does not run them). */
    IDENTITY_MIGRATE: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    /** As the app's TRUST_PROXY: false (default), a hop count, or addresses/CIDRs. */
    TRUST_PROXY: trustProxySchema,
    /** The Terms of Service and Privacy Policy the sign-up consent links to (default: the app's own). */
    IDENTITY_TERMS_URL: optional(url),
    IDENTITY_PRIVACY_URL: optional(url),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    SIGN_IN_START_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL')),
    SMTP_FROM: optional(z.string().min(3).max(320).regex(/@/, 'must be an email address')),
  })
  .refine((env) => Boolean(env.SMTP_URL) === Boolean(env.SMTP_FROM), {
    message: 'SMTP_URL and SMTP_FROM go together: set both or neither',
    path: ['SMTP_FROM'],
  });
export type StandaloneConfig = z.output<typeof standaloneEnvSchema>;

/** Parse the environment, or throw one error that names every bad variable. */
export function parseStandaloneConfig(env: Record<string, string | undefined>): StandaloneConfig {
  const result = standaloneEnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** The provider as a small Fastify server of its own (not listening yet). */
export async function buildStandaloneServer(options: {
  config: StandaloneConfig;
  db: IdentityDatabase;
  /** Sends the reset emails instead of SMTP_URL (tests: nodemailer's jsonTransport). */
  mailTransport?: MailTransport;
}): Promise<FastifyInstance> {
  const { config, db } = options;
  const issuer = config.IDENTITY_ISSUER.replace(/\/$/, '');
  const issuerUrl = new URL(issuer);
  const redirect = new URL(config.IDENTITY_REDIRECT_URI);
  const postLogout = config.IDENTITY_POST_LOGOUT_URI ?? `${redirect.origin}/public/auth/logged-out`;
  // "Back to Prepwell" goes to the app that uses this provider.
  const appUrl = redirect.origin;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // A form post here ends in a redirect to the app (login → callback), which browsers
        // check against form-action too.
        formAction: ["'self'", redirect.origin, new URL(postLogout).origin],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: issuerUrl.protocol === 'https:' ? undefined : false,
    // The same rule as frame-ancestors 'none', for browsers that only read the old header.
    xFrameOptions: { action: 'deny' },
  });
  await app.register(rateLimit, { global: false });
  // Refuse writes from other sites, as the app's security plugin does in the embedded setup.
  const sameSite = sameSiteOnly([issuerUrl.origin], appUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    return sameSite(request, reply);
  });
  app.get('/healthz', async () => ({ status: 'ok' }));

  const keys = await loadOrCreateKeys(db);
  const provider = createProvider({
    issuer,
    db,
    keys,
    appUrl,
    clients: [
      {
        client_id: config.IDENTITY_CLIENT_ID,
        client_secret: config.IDENTITY_CLIENT_SECRET,
        redirect_uris: [config.IDENTITY_REDIRECT_URI],
        post_logout_redirect_uris: [postLogout],
      },
    ],
  });
  await app.register(identityPlugin, {
    provider,
    db,
    loginRateLimit: config.LOGIN_RATE_LIMIT,
    authorizeRateLimit: config.SIGN_IN_START_RATE_LIMIT,
    appUrl,
    termsUrl: config.IDENTITY_TERMS_URL ?? `${appUrl}/terms`,
    privacyUrl: config.IDENTITY_PRIVACY_URL ?? `${appUrl}/privacy`,
    allowedOrigins: [issuerUrl.origin],
    mail:
      config.SMTP_URL && config.SMTP_FROM
        ? { from: config.SMTP_FROM, transport: options.mailTransport ?? createMailTransport(config.SMTP_URL) }
        : undefined,
  });
  return app;
}

/**
 * Start the standalone provider: configuration, database (DATABASE_URL, or `db` given by a
 * test), tables checked, then listening on IDENTITY_HOST:IDENTITY_PORT.
 */
export async function startStandalone(options: {
  env: Record<string, string | undefined>;
  db?: IdentityDatabase;
  mailTransport?: MailTransport;
}) {
  const config = parseStandaloneConfig(options.env);
  let pool: pg.Pool | undefined;
  let db = options.db;
  if (!db) {
    if (!config.DATABASE_URL) throw new Error('Invalid configuration:\n  - DATABASE_URL: is required');
    pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
    const pgDb = drizzle(pool);
    if (config.IDENTITY_MIGRATE) await migrate(pgDb, { migrationsFolder: MIGRATIONS_DIR });
    db = pgDb as unknown as IdentityDatabase;
  }
  try {
    await db.execute(sql`select 1 from identity_accounts limit 0`);
  } catch (error) {
    await pool?.end();
    throw new Error(
      'The database has no identity tables yet: start Prepwell once on the same DATABASE_URL (it runs the migrations), or set IDENTITY_MIGRATE=true.',
      { cause: error },
    );
  }
  const app = await buildStandaloneServer({
    config,
    db,
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
  });
  if (pool) {
    const owned = pool;
    app.addHook('onClose', async () => owned.end());
  }
  await app.listen({ port: config.IDENTITY_PORT, host: config.IDENTITY_HOST });
  return app;
}
