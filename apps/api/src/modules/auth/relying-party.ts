import * as oidc from 'openid-client';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { API_PATHS } from '@prepwell/contract';
import { DEFAULT_CLIENT_ID } from '@prepwell/identity';
import { publicOrigin } from '../../lib/public-origin.js';
import { bundledIssuer } from '../../plugins/bundled-identity.js';

/** Answer the provider's HTTP calls in-process: the embedded provider needs no network hop. */
function injectFetch(app: FastifyInstance): oidc.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers = Object.fromEntries(new Headers(options.headers as HeadersInit).entries());
    const body = options.body as BodyInit | null | undefined;
    const payload =
      body === null || body === undefined
        ? undefined
        : typeof body === 'string'
          ? body
          : body instanceof URLSearchParams
            ? body.toString()
            : Buffer.from(await new Response(body).arrayBuffer());
    if (body instanceof URLSearchParams) headers['content-type'] ??= 'application/x-www-form-urlencoded';
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, host: target.host },
      payload,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const item of Array.isArray(value) ? value : [value])
        if (item !== undefined) responseHeaders.append(name, String(item));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * The API as OpenID Connect relying party. Discovery happens on first use (and again after a
 * failure), so an unreachable provider never stops the app from serving the guide.
 */
export class RelyingParty {
  private discovered: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly config: Config,
    private readonly embeddedSecret: string | undefined,
  ) {}

  get redirectUri() {
    return `${publicOrigin(this.config)}${API_PATHS.authCallback}`;
  }

  get postLogoutRedirectUri() {
    return `${publicOrigin(this.config)}${API_PATHS.authLoggedOut}`;
  }

  private discover(): Promise<oidc.Configuration> {
    const embedded = !this.config.OIDC_ISSUER;
    const issuer = this.config.OIDC_ISSUER ?? bundledIssuer(this.config);
    const clientId = this.config.OIDC_CLIENT_ID ?? DEFAULT_CLIENT_ID;
    const secret = this.config.OIDC_CLIENT_SECRET ?? this.embeddedSecret ?? '';
    const execute = issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [];
    return oidc
      .discovery(new URL(issuer), clientId, secret, oidc.ClientSecretBasic(secret), {
        execute,
        ...(embedded ? { [oidc.customFetch]: injectFetch(this.app) } : {}),
      })
      .then((configuration) => {
        if (embedded) configuration[oidc.customFetch] = injectFetch(this.app);
        return configuration;
      });
  }

  /** The provider's configuration, discovered once; a failed discovery is retried next time. */
  async configuration(): Promise<oidc.Configuration> {
    this.discovered ??= this.discover().catch((error: unknown) => {
      this.discovered = undefined;
      throw error;
    });
    return this.discovered;
  }
}
