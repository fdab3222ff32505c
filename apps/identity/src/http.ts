import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLanguage, texts, type IdentityLanguage } from './texts.js';
import { errorPage } from './views.js';

/** Answer a server-rendered page; never cached (it may show a person's account). */
export const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The query of a page: never refused (a page opens with a wrong `?lang=` too), only read safely.
 * Each page route declares it (extended with its own fields) as its zod `querystring`.
 */
export const pageQuerySchema = z.object({ lang: z.string().max(35).optional().catch(undefined) });

/**
 * The language of a page outside an authorization request (`?lang=`, else Accept-Language).
 * NOTE: also called from error handlers, which may run before the query was validated.
 */
export const pageLanguage = (request: FastifyRequest): IdentityLanguage =>
  requestLanguage(
    (request.query as Record<string, unknown> | undefined)?.lang,
    request.headers['accept-language'],
  );

/**
 * A route error handler for the provider's forms: too many attempts answers a page in the
 * person's language instead of JSON; every other error goes on to the server's own handler.
 */
export function formErrorHandler(appUrl: string, language: (request: FastifyRequest) => IdentityLanguage) {
  return function handleFormError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (error.statusCode !== 429) throw error;
    const lang = language(request);
    return html(reply, 429, errorPage(lang, texts(lang).tooManyAttempts, appUrl));
  };
}

/**
 * Refuse a form sent from another site (Sec-Fetch-Site, then Origin), as the API's security
 * plugin does for the whole server; the standalone provider has only this check.
 */
export function sameSiteOnly(allowedOrigins: string[], appUrl: string) {
  return async function checkSameSite(request: FastifyRequest, reply: FastifyReply) {
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    let allowed = site !== 'cross-site';
    if (allowed && origin) {
      try {
        allowed = new URL(origin).host === request.headers.host || allowedOrigins.includes(origin);
      } catch {
        allowed = false;
      }
    }
    if (!allowed) {
      const lang = pageLanguage(request);
      return html(reply, 403, errorPage(lang, texts(lang).crossSite, appUrl));
    }
  };
}
