import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { API_PATHS, profileSchema, profileUpdateSchema } from '@prepwell/contract';
import { deleteAccount as deleteIdentityAccount } from '@prepwell/identity';
import { users } from '../../db/schema.js';
import { clearSessionCookie } from '../../plugins/session.js';
import { embeddedIssuer } from '../auth/embedded-identity.js';
import { pictureUri, profilePictureRoutes } from './picture.js';
import { toProfile, updateProfile } from './repository.js';

/** `GET` and `PUT /public/profile` for the signed-in user. */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.profile,
    {
      preHandler: app.requireUser,
      schema: { summary: 'The signed-in user', tags: ['profile'], response: { 200: profileSchema } },
    },
    async (request) => toProfile(request.user!, await pictureUri(app.database.db, request.user!.id)),
  );
  app.put(
    API_PATHS.profile,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Change any writable fields of the profile; the rest is kept',
        tags: ['profile'],
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const { email: _email, profile_picture_uri: _picture, ...changes } = request.body;
      const user = await updateProfile(app.database.db, request.user!.id, changes);
      return toProfile(user, await pictureUri(app.database.db, user.id));
    },
  );
  app.delete(
    API_PATHS.profile,
    {
      preHandler: app.requireUser,
      schema: {
        summary:
          'Delete the account: the user, every row that references them and, with the bundled provider, the sign-in account',
        tags: ['profile'],
      },
    },
    async (request, reply) => {
      const user = request.user!;
      // Every user-owned table references users(id) ON DELETE CASCADE (sessions included).
      await app.database.db.delete(users).where(eq(users.id, user.id));
      if (!app.config.OIDC_ISSUER && user.issuer === embeddedIssuer(app.config)) {
        await deleteIdentityAccount(app.database.db, user.subject);
      }
      request.log.info({ userId: user.id }, 'account deleted');
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );
  await app.register(profilePictureRoutes);
}
