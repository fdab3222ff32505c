import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeEmail,
  emailChangeSchema,
  EmailTakenError,
  endProviderSessions,
  findAccount,
  nameChangeSchema,
  passwordChangeSchema,
  setPassword,
  updateName,
  type IdentityAccount,
  type IdentityDatabase,
} from './accounts.js';
import { formErrorHandler, html, pageLanguage, pageQuerySchema, sameSiteOnly } from './http.js';
import { verifyPassword } from './passwords.js';
import { fieldErrors, texts, type IdentityLanguage, type IdentityTexts } from './texts.js';
import { accountPage, errorPage, messagePage, type AccountForm, type FieldError } from './views.js';

export interface AccountRoutesOptions {
  provider: Provider;
  db: IdentityDatabase;
  /** The page, e.g. /identity/account; its forms post to `${path}/name`, `/email`, `/password`. */
  path: string;
  /** The app (links back to it): '/' when embedded, the app's origin when standalone. */
  appUrl: string;
  /** Origins allowed to post the forms besides the page's own host. */
  allowedOrigins: string[];
  rateLimit: { max: number; timeWindow: string };
  /**
   * The URL that signs a person in and comes back to `returnTo` (the app's sign-in, embedded).
   * Without it a person with no provider session is asked to log in through Prepwell first.
   */
  signInUrl?:
    ((returnTo: string, lang: IdentityLanguage, reply: FastifyReply) => Promise<string>) | undefined;
  /** Told after a password change, so the host app can end the person's other sessions. */
  onPasswordChanged?: PasswordChangedHook | undefined;
}

/**
 * Called after a password changed at the provider (manage account or reset by email), with the
 * request that changed it: the embedded app ends the person's other app sessions.
 */
export type PasswordChangedHook = (event: {
  accountId: string;
  request: FastifyRequest;
  reason: 'changed' | 'reset';
}) => Promise<void>;

/** The field a problem found after parsing is about (the summary links to it). */
const PROBLEM_FIELDS: Partial<Record<keyof IdentityTexts['errors'], string>> = {
  current_password_wrong: 'current_password',
  email_taken: 'email',
};

/**
 * The manage-account page. The person is the one signed in at the provider (its own session
 * cookie, read outside the provider's routes with createContext + Session.get).
 */
export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const { provider, db } = options;
  const backHref = `${options.appUrl.replace(/\/$/, '')}/settings/account`;

  /** The provider session's account, or undefined when nobody is signed in at the provider. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const ctx = provider.createContext(request.raw, reply.raw);
    const session = await provider.Session.get(ctx);
    if (!session.accountId) return undefined;
    const account = await findAccount(db, session.accountId);
    return account ? { account, sessionId: session.jti } : undefined;
  }

  const langQuery = (lang: IdentityLanguage) => `?lang=${lang}`;

  async function notSignedIn(reply: FastifyReply, lang: IdentityLanguage) {
    const t = texts(lang);
    if (!options.signInUrl) return html(reply, 401, messagePage(lang, t.logIn, t.logInFirst, options.appUrl));
    try {
      return reply
        .header('cache-control', 'no-store')
        .redirect(await options.signInUrl(options.path, lang, reply), 303);
    } catch {
      return html(reply, 503, errorPage(lang, t.signInUnavailable, options.appUrl));
    }
  }

  const showPage = (
    reply: FastifyReply,
    status: number,
    lang: IdentityLanguage,
    account: IdentityAccount,
    extra: Pick<Parameters<typeof accountPage>[0], 'saved' | 'failed'> = {},
  ) =>
    html(
      reply,
      status,
      accountPage({
        lang,
        actionBase: options.path,
        query: langQuery(lang),
        account,
        backHref,
        homeHref: options.appUrl,
        ...extra,
      }),
    );

  const pageQuery = pageQuerySchema.extend({
    saved: z.enum(['name', 'email', 'password']).optional().catch(undefined),
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(options.path, { schema: { querystring: pageQuery } }, async (request, reply) => {
      const lang = pageLanguage(request);
      const current = await signedIn(request, reply);
      if (!current) return notSignedIn(reply, lang);
      const { saved } = request.query;
      return showPage(reply, 200, lang, current.account, saved ? { saved } : {});
    });

  /**
   * One form's POST: parse, check, change, then back to the page with its confirmation. `fieldIds`
   * names the inputs whose id is not their field's name; a problem `change` finds is about the
   * field `problemFields` names.
   */
  function form<S extends z.ZodType<Record<string, string>>>(
    name: AccountForm,
    schema: S,
    keep: string[],
    fieldIds: Record<string, string>,
    change: (
      account: IdentityAccount,
      input: z.output<S>,
      sessionId: string,
      request: FastifyRequest,
    ) => Promise<keyof IdentityTexts['errors'] | undefined>,
  ) {
    app.post<{ Body: Record<string, string> }>(
      `${options.path}/${name}`,
      {
        config: { rateLimit: options.rateLimit },
        onRequest: sameSiteOnly(options.allowedOrigins, options.appUrl),
        errorHandler: formErrorHandler(options.appUrl, pageLanguage),
      },
      async (request, reply) => {
        const lang = pageLanguage(request);
        const t = texts(lang);
        const current = await signedIn(request, reply);
        if (!current) return notSignedIn(reply, lang);
        const body = request.body ?? {};
        const values = Object.fromEntries(keep.map((key) => [key, String(body[key] ?? '')]));
        const refuse = (errors: FieldError[]) =>
          showPage(reply, 400, lang, current.account, { failed: { form: name, errors, values } });
        const parsed = schema.safeParse(body);
        if (!parsed.success) return refuse(fieldErrors(t, parsed.error.issues, fieldIds));
        const problem = await change(current.account, parsed.data, current.sessionId, request);
        if (problem) {
          const field = PROBLEM_FIELDS[problem] ?? '';
          return refuse([{ field: fieldIds[field] ?? field, message: t.errors[problem] }]);
        }
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${options.path}?saved=${name}&lang=${lang}`, 303);
      },
    );
  }

  form('name', nameChangeSchema, ['given_name', 'family_name'], {}, async (account, input) => {
    await updateName(db, account.id, input);
    return undefined;
  });

  form(
    'email',
    emailChangeSchema,
    ['email'],
    { current_password: 'email_current_password' },
    async (account, input) => {
      if (!(await verifyPassword(input.current_password, account.passwordHash)))
        return 'current_password_wrong';
      try {
        await changeEmail(db, account.id, input.email);
      } catch (error) {
        if (error instanceof EmailTakenError) return 'email_taken';
        throw error;
      }
      return undefined;
    },
  );

  form('password', passwordChangeSchema, [], {}, async (account, input, sessionId, request) => {
    if (!(await verifyPassword(input.current_password, account.passwordHash)))
      return 'current_password_wrong';
    await setPassword(db, account.id, input.new_password);
    // Anyone else signed in with the old password is signed out, at the provider and in the app.
    await endProviderSessions(db, account.id, sessionId);
    await options.onPasswordChanged?.({ accountId: account.id, request, reason: 'changed' });
    return undefined;
  });
}
