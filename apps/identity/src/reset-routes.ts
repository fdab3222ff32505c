import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newPasswordSchema, signUpSchema, type IdentityDatabase } from './accounts.js';
import { formErrorHandler, html, pageLanguage, pageQuerySchema, sameSiteOnly } from './http.js';
import { resetEmail, type IdentityMail } from './mail.js';
import type { PasswordChangedHook } from './account-routes.js';
import { createResetToken, isResetTokenUsable, resetPassword } from './resets.js';
import { fieldErrors, texts } from './texts.js';
import { messagePage, newPasswordPage, resetExpiredPage, resetRequestPage } from './views.js';

export interface ResetRoutesOptions {
  db: IdentityDatabase;
  mail: IdentityMail;
  /** The request page, e.g. /identity/reset; the link in the email opens `${path}/new`. */
  path: string;
  /** Where the email's links point: the provider's public origin (never the request's Host). */
  publicOrigin: string;
  appUrl: string;
  allowedOrigins: string[];
  rateLimit: { max: number; timeWindow: string };
  /** Told after a reset, so the host app can end the person's app sessions. */
  onPasswordChanged?: PasswordChangedHook | undefined;
}

const emailForm = z.object({ email: signUpSchema.shape.email });

/**
 * Password reset by email: a request page that always answers the same, whether or not the
 * email has an account, and a page that sets a new password with a one-time, 30-minute link.
 */
export async function resetRoutes(app: FastifyInstance, options: ResetRoutesOptions) {
  const { db } = options;
  const routeOptions = {
    config: { rateLimit: options.rateLimit },
    onRequest: sameSiteOnly(options.allowedOrigins, options.appUrl),
    errorHandler: formErrorHandler(options.appUrl, pageLanguage),
  };
  // The token is in the address: never send it on to another page as a Referer.
  const noReferrer = (reply: FastifyReply) => reply.header('referrer-policy', 'no-referrer');
  const requestHref = (lang: string) => `${options.path}?lang=${lang}`;

  app.get(options.path, async (request, reply) => {
    const lang = pageLanguage(request);
    return html(reply, 200, resetRequestPage({ lang, action: requestHref(lang), homeHref: options.appUrl }));
  });

  app.post<{ Body: Record<string, string> }>(options.path, routeOptions, async (request, reply) => {
    const lang = pageLanguage(request);
    const t = texts(lang);
    const parsed = emailForm.safeParse(request.body ?? {});
    if (!parsed.success) {
      return html(
        reply,
        400,
        resetRequestPage({
          lang,
          action: requestHref(lang),
          homeHref: options.appUrl,
          email: String(request.body?.email ?? ''),
          errors: fieldErrors(t, parsed.error.issues),
        }),
      );
    }
    const created = await createResetToken(db, parsed.data.email);
    if (created) {
      const link = `${options.publicOrigin}${options.path}/new?token=${created.token}&lang=${lang}`;
      const message = resetEmail(lang, link);
      // Not awaited: the answer must not take longer when the email has an account.
      void options.mail.transport
        .sendMail({ from: options.mail.from, to: parsed.data.email, ...message })
        .then(() => request.log.info('password reset email sent'))
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset email failed'));
    }
    return html(reply, 200, messagePage(lang, t.resetSentTitle, t.resetSent, options.appUrl));
  });

  const newPasswordQuery = pageQuerySchema.extend({ token: z.string().max(200).optional().catch(undefined) });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`${options.path}/new`, { schema: { querystring: newPasswordQuery } }, async (request, reply) => {
      const lang = pageLanguage(request);
      const token = String(request.query.token ?? '');
      noReferrer(reply);
      if (!(await isResetTokenUsable(db, token))) {
        return html(reply, 400, resetExpiredPage(lang, requestHref(lang), options.appUrl));
      }
      return html(
        reply,
        200,
        newPasswordPage({
          lang,
          action: `${options.path}/new?lang=${lang}`,
          token,
          homeHref: options.appUrl,
        }),
      );
    });

  app.post<{ Body: Record<string, string> }>(`${options.path}/new`, routeOptions, async (request, reply) => {
    const lang = pageLanguage(request);
    const t = texts(lang);
    const token = String(request.body?.token ?? '');
    noReferrer(reply);
    if (!(await isResetTokenUsable(db, token))) {
      return html(reply, 400, resetExpiredPage(lang, requestHref(lang), options.appUrl));
    }
    const parsed = newPasswordSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return html(
        reply,
        400,
        newPasswordPage({
          lang,
          action: `${options.path}/new?lang=${lang}`,
          homeHref: options.appUrl,
          token,
          errors: fieldErrors(t, parsed.error.issues),
        }),
      );
    }
    const accountId = await resetPassword(db, token, parsed.data.new_password);
    if (!accountId) return html(reply, 400, resetExpiredPage(lang, requestHref(lang), options.appUrl));
    await options.onPasswordChanged?.({ accountId, request, reason: 'reset' });
    request.log.info('password reset with an email link');
    return html(reply, 200, messagePage(lang, t.resetDoneTitle, t.resetDone, options.appUrl));
  });
}
