import Provider, { type Configuration } from 'oidc-provider';
import { IDENTITY_PATHS } from '@prepwell/contract';
import { findAccount, type IdentityDatabase } from './accounts.js';
import { createAdapterClass } from './adapter.js';
import type { ProviderKeys } from './keys.js';
import { pickLanguage } from './texts.js';
import { loggedOutPage, logoutPage } from './views.js';

export interface IdentityClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
}

export interface IdentityOptions {
  /** The issuer URL, e.g. http://localhost:8080/auth in the embedded setup. */
  issuer: string;
  db: IdentityDatabase;
  keys: ProviderKeys;
  clients: IdentityClient[];
  /** The app, for links back to it: '/' when embedded (the default), the app's origin when standalone. */
  appUrl?: string;
}

/**
 * The bundled OpenID Connect provider: authorization code with PKCE only, first-party clients,
 * claims given_name, family_name and email, state in PostgreSQL.
 */
export function createProvider(options: IdentityOptions): Provider {
  const configuration: Configuration = {
    adapter: createAdapterClass(options.db),
    clients: options.clients.map((client) => ({
      ...client,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    async findAccount(_ctx, id) {
      const account = await findAccount(options.db, id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        async claims() {
          return {
            sub: account.id,
            email: account.email,
            email_verified: false,
            given_name: account.givenName,
            family_name: account.familyName,
          };
        },
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    // Authorization code (with PKCE) only: the implicit and hybrid flows are not offered at all.
    responseTypes: ['code'],
    // `screen=signup` opens the sign-up form instead of log in (GET /public/auth/signup).
    extraParams: ['screen'],
    pkce: { required: () => true },
    cookies: { keys: options.keys.cookieKeys },
    jwks: { keys: options.keys.jwks as never },
    interactions: { url: (_ctx, interaction) => `${IDENTITY_PATHS.interaction}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Styled, script-free pages (the app's Content-Security-Policy allows no inline script).
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          // NOTE: only a logout that carries the app's ID token hint confirms itself; a bare link
          // to the end-session endpoint from another site still asks the person.
          const fromApp = Boolean(ctx.oidc?.params?.id_token_hint);
          ctx.body = logoutPage(
            pickLanguage(ctx.oidc?.params?.ui_locales),
            form,
            fromApp ? IDENTITY_PATHS.logoutScript : undefined,
            options.appUrl,
          );
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = loggedOutPage(pickLanguage(ctx.oidc?.params?.ui_locales), options.appUrl);
        },
      },
    },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 3600,
      AccessToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = true;
  return provider;
}
