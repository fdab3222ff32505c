import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type Provider from 'oidc-provider';
import { schedulePurge } from './purge.js';
import { IDENTITY_PATHS } from '@prepwell/contract';
import {
  createAccount,
  EmailTakenError,
  loginSchema,
  signUpSchema,
  verifyLogin,
  type IdentityDatabase,
} from './accounts.js';
import { accountRoutes, type PasswordChangedHook } from './account-routes.js';
import { formErrorHandler, html, pageLanguage, pageQuerySchema } from './http.js';
import type { IdentityMail } from './mail.js';
import { resetRoutes } from './reset-routes.js';
import { fieldErrors, pickLanguage, texts, type IdentityLanguage } from './texts.js';
import { AUTO_LOGOUT_SCRIPT, errorPage, loginPage, signUpPage, type FieldError } from './views.js';

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
  // NOTE: besides the per-client limit, log-in and sign-up attempts are counted per email, so a
  // password cannot be guessed, nor an account's existence probed, from many addresses either (the
  // same store: Redis when the host has one).
  const countPerAccount = app.createRateLimit({
    ...rateLimit,
    keyGenerator: (request) =>
      `login-email:${String((request.body as Record<string, unknown> | undefined)?.email ?? '')
        .trim()
        .toLowerCase()}`,
  });
  const perAccountLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await countPerAccount(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw Object.assign(new Error('Too many log-in attempts for this account.'), { statusCode: 429 });
  };
  const appUrl = options.appUrl ?? '/';
  const appPage = (path: string) => `${appUrl.replace(/\/$/, '')}${path}`;
  const termsHref = options.termsUrl ?? appPage('/terms');
  const privacyHref = options.privacyUrl ?? appPage('/privacy');
  const errorHandler = formErrorHandler(appUrl, pageLanguage);
  const resetPath = options.mail ? IDENTITY_PATHS.reset : undefined;
  const resetHref = (lang: IdentityLanguage) => (resetPath ? `${resetPath}?lang=${lang}` : undefined);

  async function details(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      return undefined;
    }
  }

  app.get(IDENTITY_PATHS.logoutScript, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(AUTO_LOGOUT_SCRIPT),
  );

  const languageOf = (params: Record<string, unknown>): IdentityLanguage => pickLanguage(params.ui_locales);
  const interactionBase = (uid: string) => `${IDENTITY_PATHS.interaction}/${uid}`;

  /** The log-in page of an interaction, with a refused attempt's email and problems. */
  const showLogin = (
    reply: FastifyReply,
    status: number,
    lang: IdentityLanguage,
    uid: string,
    refused: { email?: string; errors?: FieldError[] } = {},
  ) => {
    const base = interactionBase(uid);
    return html(
      reply,
      status,
      loginPage({
        lang,
        action: `${base}/login`,
        backHref: `${base}/abort`,
        homeHref: appUrl,
        signUpHref: `${base}?screen=signup`,
        resetHref: resetHref(lang),
        ...refused,
      }),
    );
  };

  /** The sign-up page of an interaction, with a refused attempt's values and problems. */
  const showSignUp = (
    reply: FastifyReply,
    status: number,
    lang: IdentityLanguage,
    uid: string,
    refused: { values?: Record<string, string | undefined>; errors?: FieldError[] } = {},
  ) => {
    const base = interactionBase(uid);
    return html(
      reply,
      status,
      signUpPage({
        lang,
        action: `${base}/signup`,
        backHref: `${base}/abort`,
        homeHref: appUrl,
        logInHref: `${base}?screen=login`,
        termsHref,
        privacyHref,
        ...refused,
      }),
    );
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    `${IDENTITY_PATHS.interaction}/:uid`,
    {
      schema: {
        params: z.object({ uid: z.string().min(1).max(100) }),
        querystring: pageQuerySchema.extend({
          screen: z.enum(['login', 'signup']).optional().catch(undefined),
        }),
      },
    },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction)
        return html(
          reply,
          400,
          errorPage(pageLanguage(request), texts(pageLanguage(request)).expired, appUrl),
        );
      const lang = languageOf(interaction.params);
      if (interaction.prompt.name === 'consent') {
        // First-party app: consent is part of the sign-up terms, so grant what was asked for.
        const grant = interaction.grantId
          ? await provider.Grant.find(interaction.grantId)
          : new provider.Grant({
              accountId: interaction.session?.accountId,
              clientId: String(interaction.params.client_id),
            });
        if (!grant) return html(reply, 400, errorPage(lang, texts(lang).expired, appUrl));
        grant.addOIDCScope(String(interaction.params.scope ?? 'openid'));
        const grantId = await grant.save();
        return provider.interactionFinished(
          request.raw,
          reply.raw,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
      }
      const screen = request.query.screen ?? interaction.params.screen;
      if (screen === 'signup') return showSignUp(reply, 200, lang, request.params.uid);
      return showLogin(reply, 200, lang, request.params.uid);
    },
  );

  // "Back to Prepwell" on log in and sign up: the sign-in ends, refused by the person
  // (access_denied), so the provider sends them to the app's callback with the sign-in's state,
  // and the app returns them to the page they started from (ADR 027). A link, so a GET: it only
  // ends the browser's own pending sign-in (the interaction cookie), which anyone may abandon.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${IDENTITY_PATHS.interaction}/:uid/abort`,
      { schema: { params: z.object({ uid: z.string().min(1).max(100) }) } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        // Nothing left to end (expired, or another browser's): just go back to the app.
        if (!interaction || interaction.uid !== request.params.uid)
          return reply.header('cache-control', 'no-store').redirect(appUrl, 303);
        return provider.interactionFinished(
          request.raw,
          reply.raw,
          {
            error: 'access_denied',
            error_description: 'The person went back to Prepwell without signing in.',
          },
          { mergeWithLastSubmission: false },
        );
      },
    );

  app.post<{ Params: { uid: string }; Body: Record<string, string> }>(
    `${IDENTITY_PATHS.interaction}/:uid/login`,
    { config: { rateLimit }, errorHandler, preHandler: perAccountLimit },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction)
        return html(
          reply,
          400,
          errorPage(pageLanguage(request), texts(pageLanguage(request)).expired, appUrl),
        );
      const lang = languageOf(interaction.params);
      const t = texts(lang);
      const email = String(request.body?.email ?? '');
      const parsed = loginSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        return showLogin(reply, 400, lang, request.params.uid, {
          email,
          errors: fieldErrors(t, parsed.error.issues),
        });
      }
      const account = await verifyLogin(db, parsed.data.email, parsed.data.password);
      if (!account) {
        // One message for a wrong password and an unknown email, tied to the email field.
        return showLogin(reply, 401, lang, request.params.uid, {
          email,
          errors: [{ field: 'email', message: t.wrongCredentials }],
        });
      }
      return provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: account.id } },
        { mergeWithLastSubmission: false },
      );
    },
  );

  app.post<{ Params: { uid: string }; Body: Record<string, string> }>(
    `${IDENTITY_PATHS.interaction}/:uid/signup`,
    // NOTE: sign-up says when an email already has an account (ADR 013); counting sign-ups per
    // email with log-ins keeps that from being a fast way to test a list of emails.
    { config: { rateLimit }, errorHandler, preHandler: perAccountLimit },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction)
        return html(
          reply,
          400,
          errorPage(pageLanguage(request), texts(pageLanguage(request)).expired, appUrl),
        );
      const lang = languageOf(interaction.params);
      const t = texts(lang);
      const body = request.body ?? {};
      const values = { given_name: body.given_name, family_name: body.family_name, email: body.email };
      const page = (errors: FieldError[]) =>
        showSignUp(reply, 400, lang, request.params.uid, { values, errors });
      const parsed = signUpSchema.safeParse(body);
      if (!parsed.success) return page(fieldErrors(t, parsed.error.issues));
      try {
        const account = await createAccount(db, parsed.data);
        return provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: account.id } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        if (error instanceof EmailTakenError)
          return page([{ field: 'email', message: t.errors.email_taken }]);
        throw error;
      }
    },
  );

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
