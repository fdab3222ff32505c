import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_PDF_BASE,
  DEFAULT_SHARE_LINK_BASE,
  ENVIRONMENTS,
  type Environment,
} from '@prepwell/contract';
import { trustProxySchema } from '@prepwell/identity';

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** A base address: an http(s) URL or an absolute path on this server, without a trailing slash. */
const baseUrl = z
  .string()
  .regex(/^(https?:\/\/[^/\s]+(\/\S*)?|\/\S*)$/, 'must be an https:// URL or a path starting with /')
  .transform((value) => value.replace(/\/+$/, ''));

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

/** The kinds of alert feed (ADR 034): the NWS alerts JSON API, or a CAP feed (ATOM/RSS index or CAP XML). */
export const ALERT_FEED_KINDS = ['nws', 'cap'] as const;
export interface AlertFeed {
  kind: (typeof ALERT_FEED_KINDS)[number];
  url: string;
}

/**
 * `ALERT_FEEDS`: whitespace-separated `kind=url` entries, `nws=https://…` or `cap=https://…` (an
 * NWS address may hold commas: `?area=OR,WA`; none holds a space). Unset or empty: no feed.
 */
const alertFeeds = z
  .string()
  .optional()
  .transform((value, context): AlertFeed[] => {
    const feeds: AlertFeed[] = [];
    for (const entry of (value ?? '').split(/\s+/).filter(Boolean)) {
      const match = /^(\w+)=(.+)$/.exec(entry);
      const kind = ALERT_FEED_KINDS.find((known) => known === match?.[1]);
      let url: URL | undefined;
      try {
        url = match ? new URL(match[2] ?? '') : undefined;
      } catch {
        url = undefined;
      }
      if (!kind || !url || !/^https?:$/.test(url.protocol)) {
        context.addIssue({
          code: 'custom',
          message: `"${entry}" is not nws=<http(s) URL> or cap=<http(s) URL>`,
        });
        continue;
      }
      feeds.push({ kind, url: url.toString() });
    }
    return feeds;
  });

/**
 * Every environment variable the server reads. Parsed once at start; a bad value stops the
 * server with one message listing every bad variable (see `ConfigError`).
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  /**
   * Which proxies' X-Forwarded-For/-Proto to believe: unset or `false` none (the default), a hop
   * count (`1` behind one load balancer), or a comma-separated list of addresses or CIDR ranges.
   */
  TRUST_PROXY: trustProxySchema,
  ENVIRONMENT: z.string().min(1).default('dev'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Serves /metrics on the app's port to `Authorization: Bearer <token>` only. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must have at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Serves /metrics on this internal port instead (bind it to a private interface: METRICS_HOST). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * `on`: the guide's pages are rendered on the server from the web app's server build
   * (apps/web/dist-server, built with the app) and hydrated; `off`: rendered in the browser.
   */
  SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
  CONTENT_DIR: z.string().optional(),
  CONTENT_AUTOLOAD: booleanFlag,
  FEEDBACK_URL: optionalUrl,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ACCOUNT_URL: optionalUrl,
  FEEDBACK_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * Sign-ins one client may start per minute: the app's login and sign-up entries, and the bundled
   * provider's authorization endpoint (each start stores a row until it expires).
   */
  SIGN_IN_START_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /**
   * Hazard view events one client may send per minute (anonymous per address, signed in per
   * session; both spellings of a path count together): enough for a reader browsing, too few for
   * one client to push a hazard up the trending list.
   */
  HAZARD_VIEW_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /**
   * Server renders of pages not in the page cache one client may cause per minute (per replica);
   * past it the client gets the page rendered by its browser, so made-up addresses cannot keep the
   * server rendering.
   */
  PAGE_RENDER_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /**
   * Megabytes of compressed page documents kept per replica (server-rendered pages, each with its
   * brotli and gzip copy); the least recently read go first. Searches have a tenth of that, apart.
   */
  PAGE_CACHE_MB: z.coerce.number({ error: 'must be a number of megabytes' }).min(1).max(4096).default(32),
  /**
   * Writes one signed-in account may make per minute (profile, picture, bookmarks, items, Prep
   * Check saves…), however many sessions it has.
   */
  ACCOUNT_WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /**
   * A session not used for this many days ends (ASVS 3.3.2), whatever its 30-day expiry; each use
   * moves it on. Whole days, 1 to 30.
   */
  SESSION_IDLE_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1)
    .max(30)
    .default(14),
  /** Analytics events one client may send per minute. */
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Analytics events one client may have stored per day (a ceiling on what one address can fill). */
  ANALYTICS_DAILY_LIMIT: z.coerce.number().int().min(1).default(2000),
  /** Analytics events older than this many days are deleted at start and then daily. */
  ANALYTICS_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .positive('must be at least 1 day')
    .max(36_500, 'must be at most 36500 days (100 years)')
    .default(180),
  APP_STORE_URL: optionalUrl,
  PLAY_STORE_URL: optionalUrl,
  FACEBOOK_URL: optionalUrl,
  INSTAGRAM_URL: optionalUrl,
  X_URL: optionalUrl,
  LINKEDIN_URL: optionalUrl,
  PRIVACY_URL: optionalUrl,
  PRIVACY_SECURITY_URL: optionalUrl,
  TERMS_URL: optionalUrl,
  COMMUNITY_SPONSORS_URL: optionalUrl,
  /**
   * Where shared hazard links point: `{base}/{id}`. Default: this server's `/s`. An https URL
   * (another host that redirects the same way) or a path on this server.
   */
  SHARE_LINK_BASE: baseUrl.default(DEFAULT_SHARE_LINK_BASE),
  /** Where hazard PDFs are read: `{base}/{slug}.{lang}.pdf`. Default: this server's `/pdf`. */
  PDF_BASE: baseUrl.default(DEFAULT_PDF_BASE),
  TRANSLATION_PROVIDER_NAME: z.string().min(1).optional(),
  TRANSLATION_PROVIDER_URL: optionalUrl,
  /** The official alert feeds polled (ADR 034). */
  ALERT_FEEDS: alertFeeds,
  /**
   * How the poller introduces itself: the NWS asks every client for a User-Agent with a way to
   * reach its operator, "Prepwell (ops@example.org)". Required with an `nws=` feed.
   */
  ALERT_USER_AGENT: z
    .string()
    .min(3)
    .max(200)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Seconds between two polls of a feed: at least 30 (the NWS's own rate), at most an hour. */
  ALERT_POLL_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(30)
    .max(3600)
    .default(60),
  /**
   * `on`: a feed of made-up alerts for demonstrations, each marked "Sample — not a real alert".
   * Never on by default.
   */
  ALERT_SAMPLE_FEED: z.enum(['on', 'off']).default('off'),
  /**
   * The VAPID keys that sign alert notifications (Web Push), base64url as `web-push
   * generate-vapid-keys` prints them; both or neither. Without them, a pair is generated once and
   * kept in the database, shared by every replica.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How push services reach the operator: a `mailto:` or `https:` address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
    .default('mailto:alerts@prepwell.invalid'),
  /**
   * Push services' origins besides the browsers' own (Google, Mozilla, Apple, Microsoft), as
   * space-separated origins: a subscription elsewhere is refused, so the server never posts to an
   * address a caller chose. The tests add their local push endpoint.
   */
  PUSH_SERVICE_ORIGINS: z
    .string()
    .optional()
    .transform((value, context): string[] => {
      const origins: string[] = [];
      for (const entry of (value ?? '').split(/\s+/).filter(Boolean)) {
        let url: URL | undefined;
        try {
          url = new URL(entry);
        } catch {
          url = undefined;
        }
        if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
          context.addIssue({ code: 'custom', message: `"${entry}" is not an origin (https://host:port)` });
          continue;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_FROM: z
    .string()
    .min(3)
    .max(320)
    .regex(/@/, 'must be an email address, optionally with a name: Prepwell <no-reply@example.org>')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** `ENVIRONMENT` when it is one of the four known ones, otherwise `unknown`. */
  environment: Environment | 'unknown';
  /** Community sponsors and accounts are on in the four named environments only. */
  features: { sponsors: boolean; profiles: boolean };
  dataDir: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const absolute = (path: string) => (isAbsolute(path) ? path : resolve(process.cwd(), path));

/** Parse the environment into a `Config`, or throw a `ConfigError` naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // Email needs both: where to send through and who sends.
  if (result.success && Boolean(result.data.SMTP_URL) !== Boolean(result.data.SMTP_FROM)) {
    problems.push(
      result.data.SMTP_URL
        ? 'SMTP_FROM: is required when SMTP_URL is set'
        : 'SMTP_URL: is required when SMTP_FROM is set',
    );
  }
  if (
    result.success &&
    !result.data.ALERT_USER_AGENT &&
    result.data.ALERT_FEEDS.some((f) => f.kind === 'nws')
  ) {
    problems.push(
      'ALERT_USER_AGENT: is required with an nws= feed (the NWS asks for a contact: "Prepwell (ops@example.org)")',
    );
  }
  if (result.success && Boolean(result.data.VAPID_PUBLIC_KEY) !== Boolean(result.data.VAPID_PRIVATE_KEY)) {
    problems.push(
      result.data.VAPID_PUBLIC_KEY
        ? 'VAPID_PRIVATE_KEY: is required when VAPID_PUBLIC_KEY is set'
        : 'VAPID_PUBLIC_KEY: is required when VAPID_PRIVATE_KEY is set',
    );
  }
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const data = result.data;
  const known = (ENVIRONMENTS as readonly string[]).includes(data.ENVIRONMENT);
  return {
    ...data,
    environment: known ? (data.ENVIRONMENT as Environment) : 'unknown',
    features: { sponsors: known, profiles: known },
    dataDir: absolute(data.DATA_DIR),
    // Static file roots must be absolute paths.
    CONTENT_DIR: data.CONTENT_DIR === undefined ? undefined : absolute(data.CONTENT_DIR),
    WEB_DIST_DIR: data.WEB_DIST_DIR === undefined ? undefined : absolute(data.WEB_DIST_DIR),
  };
}
