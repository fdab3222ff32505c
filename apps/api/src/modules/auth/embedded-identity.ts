import type { FastifyInstance } from 'fastify';
import {
  createMailTransport,
  createProvider,
  identityPlugin,
  loadOrCreateKeys,
  type IdentityLanguage,
  type MailTransport,
} from '@prepwell/identity';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';

export const EMBEDDED_MOUNT_PATH = '/auth';
export const INTERACTION_PATH = '/identity/interaction';
/** The bundled provider's manage-account page (name, email, password). */
export const ACCOUNT_PAGE_PATH = '/identity/account';
/** The bundled provider's password-reset pages (only with SMTP_URL and SMTP_FROM). */
export const RESET_PAGE_PATH = '/identity/reset';
/** The script that confirms an app-started logout at the bundled provider. */
export const LOGOUT_SCRIPT_PATH = '/identity/logout.js';
export const EMBEDDED_CLIENT_ID = 'prepwell-web';

/** The app's public origin: PUBLIC_URL, or http://localhost:PORT in the embedded setup. */
export const publicOrigin = (config: Config) =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');

/** The bundled provider's issuer on this server. */
export const embeddedIssuer = (config: Config) => `${publicOrigin(config)}${EMBEDDED_MOUNT_PATH}`;

/**
 * The bundled OpenID Connect provider, mounted on this server at /auth (used when OIDC_ISSUER is
 * unset). Its keys and client secret are made once and kept in the database.
 */
export async function mountEmbeddedIdentity(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  options: {
    /** The app's own sign-in (authorization URL that returns to `returnTo`), for the account page. */
    signInUrl?: (returnTo: string, lang: IdentityLanguage) => Promise<string>;
    /** Sends the reset emails instead of SMTP_URL (tests pass nodemailer's jsonTransport). */
    mailTransport?: MailTransport | undefined;
  } = {},
) {
  const keys = await loadOrCreateKeys(database.db);
  const origin = publicOrigin(config);
  const provider = createProvider({
    issuer: `${origin}${EMBEDDED_MOUNT_PATH}`,
    db: database.db,
    keys,
    interactionPath: INTERACTION_PATH,
    logoutScriptPath: LOGOUT_SCRIPT_PATH,
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: keys.clientSecret,
        redirect_uris: [`${origin}/public/auth/callback`],
        post_logout_redirect_uris: [`${origin}/public/auth/logged-out`],
      },
    ],
  });
  await app.register(identityPlugin, {
    provider,
    db: database.db,
    mountPath: EMBEDDED_MOUNT_PATH,
    interactionPath: INTERACTION_PATH,
    logoutScriptPath: LOGOUT_SCRIPT_PATH,
    loginRateLimit: config.LOGIN_RATE_LIMIT,
    accountPath: ACCOUNT_PAGE_PATH,
    allowedOrigins: [origin],
    ...(options.signInUrl ? { signInUrl: options.signInUrl } : {}),
    resetPath: RESET_PAGE_PATH,
    mail:
      config.SMTP_URL && config.SMTP_FROM
        ? { from: config.SMTP_FROM, transport: options.mailTransport ?? createMailTransport(config.SMTP_URL) }
        : undefined,
  });
  return { provider, clientSecret: keys.clientSecret, issuer: `${origin}${EMBEDDED_MOUNT_PATH}` };
}
