import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { schedulePurge } from './purge.js';
import { IDENTITY_PATHS } from '@prepwell/contract';
import type { IdentityDatabase } from './accounts.js';
import { accountRoutes, type PasswordChangedHook } from './account-routes.js';
import { interactionRoutes } from './interaction-routes.js';
import type { IdentityMail } from './mail.js';
import { resetRoutes } from './reset-routes.js';
import type { IdentityLanguage } from './texts.js';
import { AUTO_LOGOUT_SCRIPT } from './views.js';

/** The app's client id at the bundled provider (`OIDC_CLIENT_ID` / `IDENTITY_CLIENT_ID` default). */
export const DEFAULT_CLIENT_ID = 'prepwell-web';

export interface IdentityPluginOptions {
  provider: Provider;
  db: IdentityDatabase;
  /** Login attempts allowed per client per 10 minutes. */
  loginRateLimit?: number;
  /** The app, for links back to it: '/' when embedded (the default), the app's origin when standalone. */
  appUrl?: string;
  /**
   * The app's Terms of Service and Privacy Policy, linked from the sign-up consent: by default
   * the app's own `/terms` and `/privacy` pages.
   */
  termsUrl?: string | undefined;
  privacyUrl?: string | undefined;
  /** Origins besides the page's own host that may post the provider's forms (the public origin). */
  allowedOrigins?: string[];
  /** Starts signing in and comes back to a page of the provider (see AccountRoutesOptions). */
  signInUrl?: (returnTo: string, lang: IdentityLanguage, reply: FastifyReply) => Promise<string>;
  /**
   * Email (SMTP): when set, the login page offers "Forgot your password?" and reset links are
   * sent by email; without it the login page has no reset link (nothing a reader could act on).
   */
  mail?: IdentityMail | undefined;
  /** Authorization requests (sign-ins started) one client may make per minute; 60 by default. */
  authorizeRateLimit?: number | undefined;
  /** Told after a password change or reset (the embedded app ends the person's other sessions). */
  onPasswordChanged?: PasswordChangedHook | undefined;
}

/** oidc-provider's authorization endpoint, relative to the mount point. */
const AUTHORIZATION_PATH = '/auth';
/** The most an authorization request's query may hold; the app's own are under 600 characters. */
export const MAX_AUTHORIZATION_QUERY = 4096;
/** The longest `state` accepted (the app sends 43 characters). */
export const MAX_AUTHORIZATION_STATE = 512;

/** Why an authorization request is refused before the provider stores anything, or null. */
async function authorizationRefusal(
  url: string,
  take: () => Promise<{ exceeded: boolean; retryAfter: number }>,
): Promise<{ status: number; code: string; message: string; retryAfter?: number } | null> {
  const query = url.slice(AUTHORIZATION_PATH.length + 1);
  if (query.length > MAX_AUTHORIZATION_QUERY) {
    return {
      status: 414,
      code: 'VALIDATION_FAILED',
      message: `The authorization request is longer than ${MAX_AUTHORIZATION_QUERY} characters.`,
    };
  }
  const state = new URLSearchParams(query).get('state') ?? '';
  if (state.length > MAX_AUTHORIZATION_STATE) {
    return {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: `state is longer than ${MAX_AUTHORIZATION_STATE} characters.`,
    };
  }
  const limit = await take();
  if (limit.exceeded) {
    return {
      status: 429,
      code: 'RATE_LIMITED',
      message: `Too many sign-in attempts. Please try again in ${limit.retryAfter} seconds.`,
      retryAfter: limit.retryAfter,
    };
  }
  return null;
}

/**
 * The provider's own endpoints (discovery, authorize, token, userinfo, end session…) under the
 * issuer's path. oidc-provider reads its request bodies itself, so this scope leaves them unread,
 * and it sees paths relative to its mount point, as it expects.
 */
async function providerEndpoints(
  scope: FastifyInstance,
  options: { provider: Provider; mountPath: string; authorizeRateLimit: number },
) {
  const { mountPath } = options;
  const callback = options.provider.callback();
  // Each authorization request stores an interaction (its parameters) until it expires: a cap on
  // what one request may carry, and on how many one client may start, bounds that storage.
  const authorizePerClient = scope.createRateLimit({
    max: options.authorizeRateLimit,
    timeWindow: '1 minute',
  });
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  // NOTE: the provider builds its endpoint URLs (discovery, redirects) from the request's host.
  // It only ever answers as its issuer: a forged Host or X-Forwarded-Host never reaches it.
  const issuer = new URL(options.provider.issuer);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.headers.host = issuer.host;
    raw.headers['x-forwarded-host'] = issuer.host;
    raw.headers['x-forwarded-proto'] = issuer.protocol.replace(':', '');
    raw.originalUrl = raw.url;
    const rest = (raw.url ?? '/').slice(mountPath.length);
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    if (raw.url === AUTHORIZATION_PATH || raw.url.startsWith(`${AUTHORIZATION_PATH}?`)) {
      const refusal = await authorizationRefusal(raw.url, async () => {
        const limit = await authorizePerClient(request);
        return limit.isAllowed
          ? { exceeded: false, retryAfter: 0 }
          : { exceeded: limit.isExceeded, retryAfter: limit.ttlInSeconds };
      });
      if (refusal) {
        reply.raw.writeHead(refusal.status, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          ...(refusal.retryAfter ? { 'retry-after': String(refusal.retryAfter) } : {}),
        });
        reply.raw.end(JSON.stringify({ error: { code: refusal.code, message: refusal.message } }));
        return;
      }
    }
    await callback(raw, reply.raw as ServerResponse);
  };
  scope.all(mountPath, handler);
  scope.all(`${mountPath}/*`, handler);
}

/**
 * The bundled OpenID Connect provider and its pages, as one encapsulated Fastify plugin: its
 * endpoints under the issuer's path (`/auth` when embedded), its pages under `/identity`
 * (IDENTITY_PATHS). What it registers (form bodies, its error pages) stays inside it; the host
 * server only mounts it (with rate limiting registered, as @fastify/rate-limit's route config is
 * used here).
 */
export async function identityPlugin(app: FastifyInstance, options: IdentityPluginOptions) {
  const { provider, db } = options;
  // The provider's page routes validate their params and queries with zod (this scope only).
  app.setValidatorCompiler(validatorCompiler);
  const mountPath = new URL(provider.issuer).pathname.replace(/\/$/, '');
  await app.register(providerEndpoints, {
    provider,
    mountPath,
    authorizeRateLimit: options.authorizeRateLimit ?? 60,
  });
  // Expired interactions, codes and sessions are deleted on a schedule (purge.ts).
  schedulePurge(app, db);
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  const rateLimit = { max: options.loginRateLimit ?? 10, timeWindow: '10 minutes' };
  const appUrl = options.appUrl ?? '/';
  const appPage = (path: string) => `${appUrl.replace(/\/$/, '')}${path}`;
  const resetPath = options.mail ? IDENTITY_PATHS.reset : undefined;

  app.get(IDENTITY_PATHS.logoutScript, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(AUTO_LOGOUT_SCRIPT),
  );

  await interactionRoutes(app, {
    provider,
    db,
    appUrl,
    termsHref: options.termsUrl ?? appPage('/terms'),
    privacyHref: options.privacyUrl ?? appPage('/privacy'),
    resetPath,
    rateLimit,
  });

  await accountRoutes(app, {
    provider,
    db,
    path: IDENTITY_PATHS.account,
    appUrl,
    allowedOrigins: options.allowedOrigins ?? [],
    rateLimit,
    signInUrl: options.signInUrl,
    onPasswordChanged: options.onPasswordChanged,
  });

  if (options.mail && resetPath) {
    const mail = options.mail;
    app.addHook('onClose', async () => mail.transport.close?.());
    await resetRoutes(app, {
      db,
      mail,
      path: resetPath,
      publicOrigin: new URL(provider.issuer).origin,
      appUrl,
      allowedOrigins: options.allowedOrigins ?? [],
      rateLimit,
      onPasswordChanged: options.onPasswordChanged,
    });
  }
}
