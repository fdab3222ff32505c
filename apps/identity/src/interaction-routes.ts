import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type Provider from 'oidc-provider';
import { IDENTITY_PATHS } from '@prepwell/contract';
import {
  createAccount,
  EmailTakenError,
  loginSchema,
  signUpSchema,
  verifyLogin,
  type IdentityDatabase,
} from './accounts.js';
import { formErrorHandler, html, pageLanguage, pageQuerySchema } from './http.js';
import { fieldErrors, pickLanguage, texts, type IdentityLanguage } from './texts.js';
import { errorPage, loginPage, signUpPage, type FieldError } from './views.js';

export interface InteractionRoutesOptions {
  provider: Provider;
  db: IdentityDatabase;
  /** The app (links back to it): '/' when embedded, the app's origin when standalone. */
  appUrl: string;
  /** The app's Terms of Service and Privacy Policy, linked from the sign-up consent. */
  termsHref: string;
  privacyHref: string;
  /** The password reset page, linked from the log-in page; none without email. */
  resetPath: string | undefined;
  /** Log-in and sign-up attempts allowed per client, and (separately) per email. */
  rateLimit: { max: number; timeWindow: string };
}

/**
 * The pages of a sign-in in progress (an oidc-provider interaction, `/identity/interaction/<uid>`):
 * log in, sign up, consent (granted at once: a first-party app) and "Back to Prepwell".
 */
export async function interactionRoutes(app: FastifyInstance, options: InteractionRoutesOptions) {
  const { provider, db, appUrl, rateLimit } = options;
  const perAccountLimit = perAccountRateLimit(app, rateLimit);
  const errorHandler = formErrorHandler(appUrl, pageLanguage);

  async function details(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      return undefined;
    }
  }

  /** The page for an interaction that has expired or was never this browser's. */
  const expired = (request: FastifyRequest, reply: FastifyReply) =>
    html(reply, 400, errorPage(pageLanguage(request), texts(pageLanguage(request)).expired, appUrl));

  /** Logged in or signed up as `accountId`: the provider carries on with the sign-in. */
  const finishLogin = (request: FastifyRequest, reply: FastifyReply, accountId: string) =>
    provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  const languageOf = (params: Record<string, unknown>): IdentityLanguage => pickLanguage(params.ui_locales);
  const { showLogin, showSignUp } = interactionPages(options);

  /**
   * The interaction a page or form belongs to, in the language its authorization request asked
   * for, with that language's texts. When it has expired or was never this browser's, the expired
   * page is sent and the answer is undefined: the handler then returns the reply.
   */
  async function openInteraction(request: FastifyRequest, reply: FastifyReply) {
    const interaction = await details(request, reply);
    if (!interaction) {
      expired(request, reply);
      return undefined;
    }
    const lang = languageOf(interaction.params);
    return { interaction, lang, t: texts(lang) };
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    `${IDENTITY_PATHS.interaction}/:uid`,
    {
      schema: {
        params: z.object({ uid: z.string().min(1).max(100) }),
        querystring: pageQuerySchema.extend({
          screen: z.enum(['login', 'signup']).optional().catch(undefined),
        }),
      },
    },
    async (request, reply) => {
      const opened = await openInteraction(request, reply);
      if (!opened) return reply;
      const { interaction, lang, t } = opened;
      if (interaction.prompt.name === 'consent') {
        if (await grantConsent(provider, interaction, request, reply)) return;
        return html(reply, 400, errorPage(lang, t.expired, appUrl));
      }
      const screen = request.query.screen ?? interaction.params.screen;
      if (screen === 'signup') return showSignUp(reply, 200, lang, request.params.uid);
      return showLogin(reply, 200, lang, request.params.uid);
    },
  );

  // "Back to Prepwell" on log in and sign up: the sign-in ends, refused by the person
  // (access_denied), so the provider sends them to the app's callback with the sign-in's state,
  // and the app returns them to the page they started from (ADR 027). A link, so a GET: it only
  // ends the browser's own pending sign-in (the interaction cookie), which anyone may abandon.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${IDENTITY_PATHS.interaction}/:uid/abort`,
      { schema: { params: z.object({ uid: z.string().min(1).max(100) }) } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        // Nothing left to end (expired, or another browser's): just go back to the app.
        if (!interaction || interaction.uid !== request.params.uid)
          return reply.header('cache-control', 'no-store').redirect(appUrl, 303);
        return provider.interactionFinished(
          request.raw,
          reply.raw,
          {
            error: 'access_denied',
            error_description: 'The person went back to Prepwell without signing in.',
          },
          { mergeWithLastSubmission: false },
        );
      },
    );

  app.post<{ Params: { uid: string }; Body: Record<string, string> }>(
    `${IDENTITY_PATHS.interaction}/:uid/login`,
    { config: { rateLimit }, errorHandler, preHandler: perAccountLimit },
    async (request, reply) => {
      const opened = await openInteraction(request, reply);
      if (!opened) return reply;
      const { lang, t } = opened;
      const email = String(request.body?.email ?? '');
      const parsed = loginSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        return showLogin(reply, 400, lang, request.params.uid, {
          email,
          errors: fieldErrors(t, parsed.error.issues),
        });
      }
      const account = await verifyLogin(db, parsed.data.email, parsed.data.password);
      if (!account) {
        // One message for a wrong password and an unknown email, tied to the email field.
        return showLogin(reply, 401, lang, request.params.uid, {
          email,
          errors: [{ field: 'email', message: t.wrongCredentials }],
        });
      }
      return finishLogin(request, reply, account.id);
    },
  );

  app.post<{ Params: { uid: string }; Body: Record<string, string> }>(
    `${IDENTITY_PATHS.interaction}/:uid/signup`,
    // NOTE: sign-up says when an email already has an account (ADR 013); counting sign-ups per
    // email with log-ins keeps that from being a fast way to test a list of emails.
    { config: { rateLimit }, errorHandler, preHandler: perAccountLimit },
    async (request, reply) => {
      const opened = await openInteraction(request, reply);
      if (!opened) return reply;
      const { lang, t } = opened;
      const body = request.body ?? {};
      const values = { given_name: body.given_name, family_name: body.family_name, email: body.email };
      const page = (errors: FieldError[]) =>
        showSignUp(reply, 400, lang, request.params.uid, { values, errors });
      const parsed = signUpSchema.safeParse(body);
      if (!parsed.success) return page(fieldErrors(t, parsed.error.issues));
      try {
        const account = await createAccount(db, parsed.data);
        return finishLogin(request, reply, account.id);
      } catch (error) {
        if (error instanceof EmailTakenError)
          return page([{ field: 'email', message: t.errors.email_taken }]);
        throw error;
      }
    },
  );
}

/** The log-in and sign-up pages of an interaction, each with a refused attempt's values and problems. */
function interactionPages(options: InteractionRoutesOptions) {
  const { appUrl } = options;
  const resetHref = (lang: IdentityLanguage) =>
    options.resetPath ? `${options.resetPath}?lang=${lang}` : undefined;
  const interactionBase = (uid: string) => `${IDENTITY_PATHS.interaction}/${uid}`;

  /** The log-in page of an interaction, with a refused attempt's email and problems. */
  const showLogin = (
    reply: FastifyReply,
    status: number,
    lang: IdentityLanguage,
    uid: string,
    refused: { email?: string; errors?: FieldError[] } = {},
  ) => {
    const base = interactionBase(uid);
    return html(
      reply,
      status,
      loginPage({
        lang,
        action: `${base}/login`,
        backHref: `${base}/abort`,
        homeHref: appUrl,
        signUpHref: `${base}?screen=signup`,
        resetHref: resetHref(lang),
        ...refused,
      }),
    );
  };

  /** The sign-up page of an interaction, with a refused attempt's values and problems. */
  const showSignUp = (
    reply: FastifyReply,
    status: number,
    lang: IdentityLanguage,
    uid: string,
    refused: { values?: Record<string, string | undefined>; errors?: FieldError[] } = {},
  ) => {
    const base = interactionBase(uid);
    return html(
      reply,
      status,
      signUpPage({
        lang,
        action: `${base}/signup`,
        backHref: `${base}/abort`,
        homeHref: appUrl,
        logInHref: `${base}?screen=login`,
        termsHref: options.termsHref,
        privacyHref: options.privacyHref,
        ...refused,
      }),
    );
  };

  return { showLogin, showSignUp };
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * First-party app: consent is part of the sign-up terms, so what was asked for is granted, and
 * the interaction finishes (true). False when the interaction's grant is gone.
 */
async function grantConsent(
  provider: Provider,
  interaction: Interaction,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const grant = interaction.grantId
    ? await provider.Grant.find(interaction.grantId)
    : new provider.Grant({
        accountId: interaction.session?.accountId,
        clientId: String(interaction.params.client_id),
      });
  if (!grant) return false;
  grant.addOIDCScope(String(interaction.params.scope ?? 'openid'));
  const grantId = await grant.save();
  await provider.interactionFinished(
    request.raw,
    reply.raw,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
  return true;
}

/**
 * A pre-handler that counts log-in and sign-up attempts per email (answering 429 past the limit).
 * NOTE: besides the per-client limit, attempts are counted per email, so a password cannot be
 * guessed, nor an account's existence probed, from many addresses either (the same store: Redis
 * when the host has one).
 */
function perAccountRateLimit(app: FastifyInstance, rateLimit: { max: number; timeWindow: string }) {
  const countPerAccount = app.createRateLimit({
    ...rateLimit,
    keyGenerator: (request) =>
      `login-email:${String((request.body as Record<string, unknown> | undefined)?.email ?? '')
        .trim()
        .toLowerCase()}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await countPerAccount(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw Object.assign(new Error('Too many log-in attempts for this account.'), { statusCode: 429 });
  };
}
