import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browser features the app never uses are turned off for every page; geolocation stays with the
 * app's own origin for the local-information feature.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Security headers with a real Content-Security-Policy, and refusal of state-changing requests
 * sent from another site (checked with `Sec-Fetch-Site`, then `Origin`).
 */
export const securityPlugin = fp(async function security(
  app: FastifyInstance,
  options: { publicUrl?: string | undefined },
) {
  // NOTE: helmet's middleware is built once here. (@fastify/helmet built it anew for every
  // request, parsing the whole policy each time: an eighth of an autosave's server time.)
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // NOTE: MUI's emotion injects <style> elements at run time; styles only, never scripts.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same rule as frame-ancestors 'none', for browsers that only read the old header.
    xFrameOptions: { action: 'deny' },
    // The hazard guide's own PDFs and icons are fetched same-origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.publicUrl?.startsWith('https://') ? undefined : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  // NOTE: with PUBLIC_URL the whole origin (scheme, host, port) must match it; without it (local
  // runs) the Origin's host must be the Host the request came to.
  const allowedOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') {
      throw new AppError('CROSS_SITE_REQUEST', 'Requests from other sites are not accepted.');
    }
    const origin = request.headers.origin;
    if (!origin) return;
    const sameSite = allowedOrigin
      ? origin === allowedOrigin
      : (() => {
          try {
            return new URL(origin).host === request.headers.host;
          } catch {
            return false;
          }
        })();
    if (!sameSite) {
      throw new AppError('CROSS_SITE_REQUEST', 'Requests from other sites are not accepted.');
    }
  });
});
