import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PATHS, IDENTITY_PATHS, SESSION_COOKIE } from '@prepwell/contract';
import {
  createMailTransport,
  createProvider,
  deleteAccount,
  DEFAULT_CLIENT_ID,
  identityPlugin,
  loadOrCreateKeys,
  type IdentityDatabase,
  type IdentityLanguage,
  type MailTransport,
} from '@prepwell/identity';
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import { publicOrigin } from '../lib/public-origin.js';
import { endUserSessions } from './session.js';

/** What the rest of the API knows of the bundled provider (null with an external OIDC_ISSUER). */
export interface BundledIdentity {
  /** Its issuer: users signed in through it carry this issuer. */
  issuer: string;
  /** The client secret made at first start (the relying party needs it). */
  clientSecret: string;
  /** Delete a sign-in account and all provider state for it, inside the caller's transaction. */
  deleteAccount: (tx: Database, subject: string) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    bundledIdentity: BundledIdentity | null;
  }
}

/** The bundled provider's issuer on this server. */
export const bundledIssuer = (config: Config) => `${publicOrigin(config)}${IDENTITY_PATHS.mount}`;

/**
 * Mount the bundled OpenID Connect provider on this server (used when OIDC_ISSUER is unset): its
 * endpoints at /auth, its pages under /identity. It is an encapsulated plugin: nothing it
 * registers (form bodies, its error pages) reaches the API's routes. Its keys and client secret
 * are made once and kept in the database.
 */
export async function mountBundledIdentity(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  options: {
    /** The app's own sign-in (authorization URL that returns to `returnTo`), for the account page. */
    signInUrl?: (returnTo: string, lang: IdentityLanguage, reply: FastifyReply) => Promise<string>;
    /** Sends the reset emails instead of SMTP_URL (tests pass nodemailer's jsonTransport). */
    mailTransport?: MailTransport | undefined;
  } = {},
): Promise<BundledIdentity> {
  const keys = await loadOrCreateKeys(database.db);
  const origin = publicOrigin(config);
  const issuer = bundledIssuer(config);
  const provider = createProvider({
    issuer,
    db: database.db,
    keys,
    clients: [
      {
        client_id: DEFAULT_CLIENT_ID,
        client_secret: keys.clientSecret,
        redirect_uris: [`${origin}${API_PATHS.authCallback}`],
        post_logout_redirect_uris: [`${origin}${API_PATHS.authLoggedOut}`],
      },
    ],
  });
  await app.register(identityPlugin, {
    provider,
    db: database.db,
    loginRateLimit: config.LOGIN_RATE_LIMIT,
    authorizeRateLimit: config.SIGN_IN_START_RATE_LIMIT,
    allowedOrigins: [origin],
    // The consent's links: the configured pages, else the app's own (the web app's /terms, /privacy).
    termsUrl: config.TERMS_URL,
    privacyUrl: config.PRIVACY_URL,
    ...(options.signInUrl ? { signInUrl: options.signInUrl } : {}),
    // NOTE: a password change ends the person's other app sessions (a stolen session does not
    // outlive the new password); a reset by email ends all of them.
    onPasswordChanged: async ({ accountId, request, reason }) => {
      const keep = reason === 'changed' ? request.cookies[SESSION_COOKIE] : undefined;
      const ended = await endUserSessions(database.db, { issuer, subject: accountId }, keep);
      request.log.info({ ended, reason }, 'password changed: other app sessions ended');
    },
    mail:
      config.SMTP_URL && config.SMTP_FROM
        ? { from: config.SMTP_FROM, transport: options.mailTransport ?? createMailTransport(config.SMTP_URL) }
        : undefined,
  });
  return {
    issuer,
    clientSecret: keys.clientSecret,
    deleteAccount: (tx, subject) => deleteAccount(tx as unknown as IdentityDatabase, subject),
  };
}
