import * as oidc from 'openid-client';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  authCallbackQuerySchema,
  authUrlQuerySchema,
  authUrlResponseSchema,
  loggedOutQuerySchema,
  logoutBrowserResponseSchema,
  logoutQuerySchema,
  SESSION_COOKIE,
  SIGN_IN_COOKIE_PREFIX,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { safeReturnPath } from '../../lib/return-path.js';
import {
  clearSessionCookie,
  createSession,
  destroySession,
  logoutTokenFor,
  requireUser,
  setSessionCookie,
} from '../../plugins/session.js';
import type { RelyingParty } from './relying-party.js';
import {
  AUTH_REQUEST_PURGE_EVERY_MS,
  AUTH_REQUEST_TTL_MS,
  purgeExpiredAuthRequests,
  saveAuthRequest,
  takeAuthRequest,
  upsertUser,
} from './repository.js';
import { scheduleJob } from '../../lib/scheduled-job.js';

/** One cookie per started sign-in, so two tabs signing in at once do not undo each other. */
const signInCookieName = (state: string) =>
  `${SIGN_IN_COOKIE_PREFIX}${createHash('sha256').update(state).digest('hex').slice(0, 16)}`;

function bindSignInToBrowser(reply: FastifyReply, state: string, secure: boolean) {
  reply.setCookie(signInCookieName(state), state, {
    path: API_PATHS.authCallback,
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
    sameSite: 'lax',
    secure,
    maxAge: AUTH_REQUEST_TTL_MS / 1000,
  });
}

/** Whether this browser started the sign-in with `state` (and forget that it did). */
function takeBrowserBinding(request: FastifyRequest, reply: FastifyReply, state: string): boolean {
  const name = signInCookieName(state);
  const bound = request.cookies[name] === state;
  reply.clearCookie(name, { path: API_PATHS.authCallback });
  return bound;
}

/**
 * Start signing in: keep the PKCE verifier, state, nonce and return path, and answer the
 * provider's authorization URL. Also used by the bundled provider's manage-account page.
 */
export async function authorizationUrl(
  app: FastifyInstance,
  relyingParty: RelyingParty,
  reply: FastifyReply,
  options: { callback: string; screen?: 'signup' | undefined; lang?: string | undefined },
): Promise<string> {
  const { callback, screen, lang } = options;
  let configuration: oidc.Configuration;
  try {
    configuration = await relyingParty.configuration();
  } catch (error) {
    app.log.error({ err: error }, 'identity provider discovery failed');
    throw new AppError('SERVICE_UNAVAILABLE', 'Sign-in is not available right now. Please try again later.');
  }
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await saveAuthRequest(app.database.db, { state, codeVerifier, nonce, callback: safeReturnPath(callback) });
  bindSignInToBrowser(reply, state, (app.config.PUBLIC_URL ?? '').startsWith('https://'));
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: relyingParty.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(screen ? { screen } : {}),
    // The provider's pages open in the app's language (any provider may honour ui_locales).
    ...(lang ? { ui_locales: lang } : {}),
  });
  return url.href;
}

/**
 * Signing in: the URLs that open the provider's log-in and sign-up, and its callback, which opens
 * a session; then logout (logoutRoutes). Expired pending sign-ins are purged on a schedule.
 */
export async function authRoutes(fastify: FastifyInstance, options: { relyingParty: RelyingParty }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { relyingParty } = options;
  scheduleJob(app, {
    everyMs: AUTH_REQUEST_PURGE_EVERY_MS,
    failure: 'could not delete expired sign-in requests',
    run: async () => {
      const deleted = await purgeExpiredAuthRequests(app.database.db);
      if (deleted > 0) app.log.info({ deleted }, 'expired sign-in requests deleted');
    },
  });
  const secure = (app.config.PUBLIC_URL ?? '').startsWith('https://');

  for (const [path, screen] of [
    [API_PATHS.authLogin, undefined],
    [API_PATHS.authSignup, 'signup'],
  ] as const) {
    app.get(
      path,
      {
        // Each start stores a pending sign-in until it expires: one client starts only so many.
        config: { rateLimit: { max: app.config.SIGN_IN_START_RATE_LIMIT, timeWindow: '1 minute' } },
        schema: {
          summary: screen ? 'The URL that opens sign-up' : 'The URL that opens sign-in',
          tags: ['auth'],
          querystring: authUrlQuerySchema,
          response: { 200: authUrlResponseSchema },
        },
      },
      async (request, reply) => {
        const url = await authorizationUrl(app, relyingParty, reply, {
          callback: request.query.callback ?? '/',
          screen,
          lang: request.query.lang,
        });
        return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(url);
      },
    );
  }

  app.get(
    API_PATHS.authCallback,
    { schema: { hide: true, querystring: authCallbackQuerySchema } },
    async (request, reply) => {
      const { state } = request.query;
      const pending = state ? await takeAuthRequest(app.database.db, state) : null;
      const callback = pending?.callback ?? '/';
      if (!pending || pending.expired) {
        request.log.warn('sign-in callback without a pending request');
        return reply.redirect(callback, 303);
      }
      // NOTE: a callback URL made by someone else's sign-in (login CSRF) carries no binding here.
      if (!takeBrowserBinding(request, reply, pending.state)) {
        request.log.warn('sign-in callback from a browser that did not start it; nobody is signed in');
        return reply.redirect(callback, 303);
      }
      // The provider ended the sign-in without a code: the person chose "Back to Prepwell" on its
      // log-in or sign-up page (access_denied), or it refused the request. Either way they return
      // to the page they started from, signed out as before; only a refusal is worth a warning.
      const { error } = request.query;
      if (error) {
        if (error === 'access_denied') request.log.info('sign-in cancelled at the identity provider');
        else request.log.warn({ error }, 'the identity provider ended the sign-in with an error');
        return reply.redirect(callback, 303);
      }
      try {
        const session = await completeSignIn(app, relyingParty, request.url, pending);
        setSessionCookie(reply, session.token, session.expiresAt, secure);
        return reply.redirect(callback, 303);
      } catch (error) {
        // NOTE: the spec swallows sign-in errors for the user; they are logged here.
        request.log.error({ err: error }, 'sign-in callback failed');
        return reply.redirect(callback, 303);
      }
    },
  );

  await logoutRoutes(app, relyingParty);
}

/**
 * The end of a sign-in: the callback's code exchanged for tokens, the person's claims kept in
 * their user row, and a new session for them (a new session id at every login).
 */
async function completeSignIn(
  app: FastifyInstance,
  relyingParty: RelyingParty,
  callbackUrl: string,
  pending: { codeVerifier: string; state: string; nonce: string },
) {
  const configuration = await relyingParty.configuration();
  const current = new URL(callbackUrl, relyingParty.redirectUri);
  const tokens = await oidc.authorizationCodeGrant(configuration, current, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('no ID token claims');
  // Names and email come from the UserInfo endpoint (providers may leave them out of the ID token).
  const claims = {
    ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)),
    ...idClaims,
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const user = await upsertUser(app.database.db, {
    issuer: configuration.serverMetadata().issuer,
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
  });
  return createSession(app.database.db, user.id, tokens.id_token);
}

/** Logout, as the spec's calls table has it: a logout token, then the logout itself. */
async function logoutRoutes(fastify: FastifyInstance, relyingParty: RelyingParty) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.logoutBrowser,
    {
      schema: {
        summary: 'A logout token for this session and the URL that logs out',
        tags: ['auth'],
        response: { 200: logoutBrowserResponseSchema },
      },
    },
    async (request) => {
      await requireUser(request);
      const token = logoutTokenFor(request.cookies[SESSION_COOKIE] ?? '');
      return { logout_token: token, logout_url: `${API_PATHS.logout}?token=${token}` };
    },
  );

  app.get(
    API_PATHS.logout,
    {
      schema: {
        summary: 'End the session, then end the session at the identity provider and come back',
        tags: ['auth'],
        querystring: logoutQuerySchema,
      },
    },
    async (request, reply) => {
      const returnTo = safeReturnPath(request.query.return_to ?? '/');
      const sessionToken = request.cookies[SESSION_COOKIE];
      if (!sessionToken || request.query.token !== logoutTokenFor(sessionToken)) {
        // NOTE: a wrong or missing token never ends a session (a link on another site cannot log people out).
        return reply.redirect(returnTo, 303);
      }
      const ended = await destroySession(app.database.db, sessionToken);
      clearSessionCookie(reply);
      try {
        const configuration = await relyingParty.configuration();
        if (ended?.idToken && configuration.serverMetadata().end_session_endpoint) {
          const url = oidc.buildEndSessionUrl(configuration, {
            id_token_hint: ended.idToken,
            post_logout_redirect_uri: relyingParty.postLogoutRedirectUri,
            state: returnTo,
          });
          return reply.redirect(url.href, 303);
        }
      } catch (error) {
        request.log.error({ err: error }, 'identity provider logout unavailable; the app session was ended');
      }
      return reply.redirect(returnTo, 303);
    },
  );

  app.get(
    API_PATHS.authLoggedOut,
    { schema: { hide: true, querystring: loggedOutQuerySchema } },
    async (request, reply) => reply.redirect(safeReturnPath(request.query.state), 303),
  );
}
