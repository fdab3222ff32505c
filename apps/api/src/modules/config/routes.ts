import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, clientConfigSchema, IDENTITY_PATHS, type ClientConfig } from '@prepwell/contract';
import type { Config } from '../../config.js';

/** The browser's explicit whitelist of configuration. */
export function toClientConfig(config: Config): ClientConfig {
  const links: ClientConfig['links'] = {};
  const pairs = [
    ['appStore', config.APP_STORE_URL],
    ['playStore', config.PLAY_STORE_URL],
    ['facebook', config.FACEBOOK_URL],
    ['instagram', config.INSTAGRAM_URL],
    ['x', config.X_URL],
    ['linkedin', config.LINKEDIN_URL],
    ['privacy', config.PRIVACY_URL],
    ['privacySecurity', config.PRIVACY_SECURITY_URL],
    ['terms', config.TERMS_URL],
    ['communitySponsors', config.COMMUNITY_SPONSORS_URL],
  ] as const;
  for (const [key, value] of pairs) if (value) links[key] = value;
  return {
    environment: config.environment,
    features: config.features,
    links,
    feedbackUrl: config.FEEDBACK_URL ?? null,
    translationProvider: {
      name: config.TRANSLATION_PROVIDER_NAME ?? null,
      url: config.TRANSLATION_PROVIDER_URL ?? null,
    },
    shareLinkBase: config.SHARE_LINK_BASE,
    pdfBase: config.PDF_BASE,
    manageAccountUrl: config.OIDC_ACCOUNT_URL ?? (config.OIDC_ISSUER ? null : IDENTITY_PATHS.account),
  };
}

export async function configRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const body = toClientConfig(app.config);
  app.get(
    API_PATHS.config,
    {
      schema: {
        summary: 'Feature flags and outbound links for the web app',
        tags: ['platform'],
        response: { 200: clientConfigSchema },
      },
    },
    async () => body,
  );
}
