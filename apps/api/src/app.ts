import { join } from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PATHS, APP_VERSION, type ErrorBody } from '@prepwell/contract';
import { fastifyTrustProxy, type MailTransport } from '@prepwell/identity';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { ContentCache, ContentVersion } from './lib/content-version.js';
import { redactLocation } from './lib/redact.js';
import { DEFAULT_WEB_DIST_DIR } from './lib/paths.js';
import { errorsPlugin } from './plugins/errors.js';
import { metricsPlugin } from './plugins/metrics.js';
import { accountLimitsPlugin } from './plugins/account-limits.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { sessionPlugin } from './plugins/session.js';
import { securityPlugin } from './plugins/security.js';
import { DEFAULT_PACK_DIR } from '@prepwell/content';
import { webPlugin } from './plugins/web.js';
import { pagesRoutes } from './modules/pages/routes.js';
import { pageDocuments } from './modules/pages/page-document.js';
import { hazardRoutes, searchHazards } from './modules/hazards/routes.js';
import { currentLanguages } from './modules/languages/repository.js';
import { loadServerRenderer } from './lib/ssr.js';
import { healthRoutes } from './modules/health/routes.js';
import { languagesRoutes } from './modules/languages/routes.js';
import { configRoutes, toClientConfig } from './modules/config/routes.js';
import { bookmarkRoutes } from './modules/bookmarks/routes.js';
import { sponsorRoutes } from './modules/sponsors/routes.js';
import { emergencyHelpRoutes } from './modules/emergency-help/routes.js';
import { emergencyItemRoutes } from './modules/emergency-items/routes.js';
import { emergencyItemSource } from './modules/prep-checks/emergency-item-source.js';
import { prepCheckRoutes } from './modules/prep-checks/routes.js';
import { currentCatalog, prepCheckList } from './modules/prep-checks/catalog.js';

import { crisisSupportFor } from './modules/emergency-help/answer.js';
import { currentCrisisIntents, currentCrisisOptions } from './modules/emergency-help/repository.js';
import { listBookmarks } from './modules/bookmarks/repository.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { currentRanking, trendingRoutes } from './modules/trending/routes.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { alertRoutes } from './modules/alerts/routes.js';
import { placeRoutes } from './modules/places/routes.js';
import { planRoutes } from './modules/plan/routes.js';
import { alertReader } from './modules/alerts/reader.js';
import { pushRoutes } from './modules/alerts/push-routes.js';
import { contentAssetRoutes } from './modules/content/routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { mountBundledIdentity } from './plugins/bundled-identity.js';
import { RelyingParty } from './modules/auth/relying-party.js';
import { authorizationUrl, authRoutes } from './modules/auth/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    contentVersion: ContentVersion;
    contentCache: ContentCache;
  }
}

export type App = FastifyInstance;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines go (stdout by default; tests pass a stream to read what was logged). */
  logStream?: NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> extends infer L
    ? L extends { stream?: infer S }
      ? S
      : never
    : never;
  logLevel?: Config['LOG_LEVEL'];
  /** Sends the bundled provider's emails instead of SMTP_URL (tests: nodemailer's jsonTransport). */
  mailTransport?: MailTransport;
  /** The clock of per-replica caches that expire by time (trending); tests pass one they move. */
  now?: () => number;
}

/**
 * Build the whole server (API, identity, web assets) without listening on a port, so tests can
 * drive it with `app.inject`. Layers: external plugins → app plugins → routes.
 */
export async function buildApp({
  config,
  database,
  logStream,
  logLevel,
  mailTransport,
  now,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: logLevel ?? config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      serializers: {
        // NOTE: location must never be logged; the URL is logged with lat/lng/zip values removed.
        req: (req) => ({ method: req.method, url: redactLocation(req.url), reqId: req.id }),
      },
    },
    // NOTE: X-Forwarded-For is believed only from the proxies TRUST_PROXY names (rate limits key on the address).
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    // A path that is not valid percent-encoding never reaches a route: answer in the contract's shape.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ err: error }, 'request refused before routing');
      const body: ErrorBody = { error: { code: 'BAD_REQUEST', message: 'The address is not valid.' } };
      void (reply as FastifyReply).status(400).send(body);
    },
    // What Node's HTTP parser refuses (a bad Content-Length, control characters in the path)
    // gets the contract's error shape too, written on the raw socket.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return socket.destroy();
      const tooLarge = (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW';
      const body = JSON.stringify({
        error: tooLarge
          ? { code: 'PAYLOAD_TOO_LARGE', message: 'The request headers are too large.' }
          : { code: 'BAD_REQUEST', message: 'The request could not be read.' },
      } satisfies ErrorBody);
      socket.end(
        `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
          `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
          `connection: close\r\n\r\n${body}`,
      );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  database.onConnectionError((error) =>
    app.log.warn({ err: error }, 'database connection lost; the next query opens a new one'),
  );
  const contentVersion = new ContentVersion(database.db);
  app.decorate('contentVersion', contentVersion);
  app.decorate('contentCache', new ContentCache(contentVersion));

  // external
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { publicUrl: config.PUBLIC_URL });
  await app.register(etag);
  // Answers over 1 KB go out compressed (brotli or gzip, as the browser accepts); built assets
  // are already compressed at build time and pass through untouched.
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Prepwell API',
        version: APP_VERSION,
        description:
          'Every call the Prepwell web app makes. Errors answer {"error": {"code", "message"}} with codes from the contract.',
      },
    },
    transform: jsonSchemaTransform,
  });

  // app
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN });
  await app.register(sessionPlugin);
  await app.register(accountLimitsPlugin);

  // routes
  await app.register(healthRoutes);
  await app.register(languagesRoutes);
  await app.register(configRoutes);
  await app.register(feedbackRoutes);
  await app.register(bookmarkRoutes);
  await app.register(sponsorRoutes);
  await app.register(emergencyHelpRoutes);
  await app.register(prepCheckRoutes, {
    interests: {
      bookmarkedHazards: async (userId) => (await listBookmarks(database.db, userId)).map((b) => b.hazardId),
      // Trending's cached ranking already counted the window's views: no count per call.
      hazardViews: async () => (await currentRanking(app, now)).recent,
    },
  });
  await app.register(emergencyItemRoutes, { items: emergencyItemSource(app) });
  await app.register(hazardRoutes, {
    userBookmarks: async (request: FastifyRequest) => {
      const user = await request.getUser();
      return user ? (await listBookmarks(app.database.db, user.id)).map((row) => row.hazardId) : [];
    },
  });
  await app.register(trendingRoutes, { ...(now ? { now } : {}) });
  await app.register(analyticsRoutes);
  await app.register(placeRoutes);
  await app.register(planRoutes);
  await app.register(pushRoutes);
  // One reader of the stored alerts for the API and the server's alert pages.
  const alertClock = now ? () => new Date(now()) : () => new Date();
  const alerts = alertReader(app, alertClock);
  await app.register(alertRoutes, { now: alertClock, reader: alerts });
  await app.register(contentAssetRoutes, { packDir: config.CONTENT_DIR });
  await app.register(pagesRoutes, { iconsDir: join(config.CONTENT_DIR ?? DEFAULT_PACK_DIR, 'icons') });
  if (config.features.profiles) {
    await app.register(accountRoutes);
    // The bundled provider's account page signs people in through the app (set just below).
    const signIn: { relyingParty?: RelyingParty } = {};
    const bundled = config.OIDC_ISSUER
      ? null
      : await mountBundledIdentity(app, config, database, {
          signInUrl: async (returnTo, lang, reply) => {
            if (!signIn.relyingParty) throw new Error('sign-in is not ready yet');
            return authorizationUrl(app, signIn.relyingParty, reply, { callback: returnTo, lang });
          },
          mailTransport,
        });
    app.decorate('bundledIdentity', bundled);
    signIn.relyingParty = new RelyingParty(app, config, bundled?.clientSecret);
    await app.register(authRoutes, { relyingParty: signIn.relyingParty });
  }

  app.get(API_PATHS.openapi, { schema: { hide: true } }, async () => app.swagger());

  // Server rendering (docs/spikes/ssr-hazard-pages.md): the web app's server build sits beside
  // its client build; without it, pages are rendered in the browser as before.
  const distDir = config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR;
  const renderer = await loadServerRenderer(join(distDir, '..', 'dist-server', 'entry-server.js'), app.log);
  await app.register(webPlugin, {
    distDir,
    pages: pageDocuments(app, {
      renderer: config.SERVER_RENDERING === 'on' ? renderer : null,
      config: toClientConfig(config),
      sources: {
        search: (query) => searchHazards(app, query),
        languages: async () => ({ languages: await currentLanguages(app) }),
        crisisSupport: async (lang) =>
          crisisSupportFor(await currentCrisisOptions(app), [], [lang], await currentCrisisIntents(app)),
        prepChecks: async (lang) => prepCheckList(await currentCatalog(app), [lang]),
        alert: (id, lang) => alerts.detail(id, lang),
      },
      now,
    }),
  });

  if (config.environment === 'unknown') {
    app.log.warn(
      { ENVIRONMENT: config.ENVIRONMENT },
      'unknown ENVIRONMENT: community sponsors and profiles are turned off',
    );
  }
  return app;
}
