/**
 * The provider through its public surface for tests: the standalone server (startStandalone) on
 * a free port of 127.0.0.1, on a fresh test database, with one registered client (the app).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createMailTransport, type MailTransport } from '../src/mail.js';
import { startStandalone } from '../src/standalone.js';
import { freePort, type Browser } from './browser.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export const CLIENT_ID = 'prepwell-web';
export const CLIENT_SECRET = 'a-secret-of-at-least-16-characters';
/** The app that signs in with this provider (it does not run in these tests). */
export const APP_ORIGIN = 'http://app.localhost:8080';
export const REDIRECT_URI = `${APP_ORIGIN}/public/auth/callback`;

export interface TestProvider {
  origin: string;
  server: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** Start the standalone provider (`env` adds to or overrides its variables). */
export async function startTestProvider(
  options: { env?: Record<string, string>; mailTransport?: MailTransport } = {},
): Promise<TestProvider> {
  const database = await createTestDatabase();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  try {
    const server = await startStandalone({
      env: {
        // On PostgreSQL the server opens its own pool from DATABASE_URL; on PGlite it is handed the database.
        DATABASE_URL: database.url,
        IDENTITY_ISSUER: `${origin}/auth`,
        IDENTITY_CLIENT_ID: CLIENT_ID,
        IDENTITY_CLIENT_SECRET: CLIENT_SECRET,
        IDENTITY_REDIRECT_URI: REDIRECT_URI,
        IDENTITY_POST_LOGOUT_URI: `${APP_ORIGIN}/public/auth/logged-out`,
        IDENTITY_PORT: String(port),
        IDENTITY_HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        ...options.env,
      },
      ...(database.url ? {} : { db: database.db }),
      ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    });
    return {
      origin,
      server,
      database,
      close: async () => {
        await server.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The app's authorization request (code + PKCE S256), with `extra` parameters. */
export function authorization(extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: REDIRECT_URI,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { path: `/auth/auth?${params}`, verifier };
}

/**
 * Sign up at the provider as the app would send a person there: authorization request, sign-up
 * form, redirects until the one back to the app. The browser then has a provider session.
 */
export async function signUpAtProvider(person: Browser, fields: Record<string, string>) {
  const interaction = (await person.go(authorization().path)).headers.get('location') ?? '';
  const back = await person.follow(await person.post(`${interaction}/signup`, { ...fields, terms: 'on' }));
  if (!(back.headers.get('location') ?? '').startsWith(REDIRECT_URI))
    throw new Error(`sign-up did not return to the app (${back.status})`);
  return back;
}

/** Sent email, kept: nodemailer's jsonTransport (no server), each message as built and as given. */
export function fakeSmtp() {
  const json = createMailTransport({ jsonTransport: true });
  const sent: SentMail[] = [];
  const given: { to: string; subject: string; text: string }[] = [];
  const transport: MailTransport = {
    async sendMail(message) {
      given.push(message);
      const info = (await json.sendMail(message)) as { message: string };
      sent.push(JSON.parse(info.message) as SentMail);
      return info;
    },
  };
  return { transport, sent, given };
}

export interface SentMail {
  from: { address: string };
  to: { address: string }[];
  subject: string;
  text: string;
}

/** SMTP settings that turn password reset on (the transport is `fakeSmtp`'s). */
export const SMTP_ENV = {
  SMTP_URL: 'smtp://mail.invalid:2525',
  SMTP_FROM: 'Prepwell <no-reply@prepwell.example>',
};
