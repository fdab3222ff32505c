import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '@prepwell/contract';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';

export type User = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, or null: read from the session cookie on first use and kept for the
     * rest of the request. Nothing is read for requests that never ask (static files, pages).
     */
    getUser(): Promise<User | null>;
  }
}

const userOfRequest = Symbol('user');
type RequestWithUser = FastifyRequest & { [userOfRequest]?: Promise<User | null> };

/** An answer about one user (their bookmarks, drafts, items): never kept by a shared cache. */
export const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * The signed-in user of this request, or 401 UNAUTHORIZED: the one way a route that needs an
 * account gets its user (typed `User`, never `User | null`).
 */
export async function requireUser(request: FastifyRequest): Promise<User> {
  const user = await request.getUser();
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to do this.');
  return user;
}

export const SESSION_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Open a session for a user: a new random token for the cookie, only its hash stored. */
export async function createSession(db: Database, userId: string, idToken?: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ id: hashToken(token), userId, idToken: idToken ?? null, expiresAt });
  return { token, expiresAt };
}

/** End a session; answers the ID token kept for the provider's logout, if any. */
export async function destroySession(
  db: Database,
  token: string,
): Promise<{ idToken: string | null } | null> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.id, hashToken(token)))
    .returning();
  return row ? { idToken: row.idToken } : null;
}

/**
 * End every app session of the user who signs in as `subject` at `issuer`, except the one whose
 * cookie token is `keepToken` (the browser that changed the password). Answers how many ended.
 */
export async function endUserSessions(
  db: Database,
  user: { issuer: string; subject: string },
  keepToken?: string,
): Promise<number> {
  const owner = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.issuer, user.issuer), eq(users.subject, user.subject)));
  const ended = await db
    .delete(sessions)
    .where(
      and(inArray(sessions.userId, owner), ...(keepToken ? [ne(sessions.id, hashToken(keepToken))] : [])),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** A token that proves a logout request comes from the session's own browser (not another site). */
export const logoutTokenFor = (sessionToken: string) =>
  createHash('sha256').update(`logout:${sessionToken}`).digest('hex');

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
  // NOTE: not HttpOnly on purpose; it only says "a session may exist", never which one.
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure, expires: expiresAt });
}

/** Forget the session cookie and its hint in the browser. */
export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

/**
 * The session's user: asked by every signed-in request, so prepared once per database (the
 * query is built and planned once, not for each request).
 */
const findUserQueries = new WeakMap<Database, ReturnType<typeof prepareFindUser>>();
const prepareFindUser = (db: Database) =>
  db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('find_session_user');

/** A session's last use is written again only after this long, not on every request. */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/**
 * The user of a live session: not past its expiry (SESSION_DAYS after sign-in) and used within
 * the last `idleMs` (ASVS 3.3.2: an idle session ends). Its last use is recorded at most every
 * LAST_SEEN_EVERY_MS.
 */
async function findUser(db: Database, token: string, idleMs: number): Promise<User | null> {
  let query = findUserQueries.get(db);
  if (!query) {
    query = prepareFindUser(db);
    findUserQueries.set(db, query);
  }
  const now = Date.now();
  const id = hashToken(token);
  const [row] = await query.execute({ id, now: new Date(now), idleSince: new Date(now - idleMs) });
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return row.user;
}

/**
 * Server-side sessions behind an HttpOnly, SameSite=Lax cookie. The session is looked up lazily
 * (`request.getUser()`), so only the API routes that need a user pay for the query.
 */
export const sessionPlugin = fp(async function session(app: FastifyInstance) {
  await app.register(cookie);
  const idleMs = app.config.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
  app.decorateRequest('getUser', function getUser(this: RequestWithUser) {
    if (!this[userOfRequest]) {
      const token = this.cookies[SESSION_COOKIE];
      this[userOfRequest] = token ? findUser(app.database.db, token, idleMs) : Promise.resolve(null);
    }
    return this[userOfRequest];
  });
  // NOTE: an answer that depended on who asked (the session was read) is never stored by a
  // browser or a proxy, unless the route chose its own caching (the versioned, private picture).
  app.addHook('onSend', async (request: RequestWithUser, reply) => {
    if (request[userOfRequest] && request.cookies[SESSION_COOKIE] && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
});
