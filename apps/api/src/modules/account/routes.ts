import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, profileSchema, profileUpdateSchema } from '@prepwell/contract';
import { clearSessionCookie, requireUser } from '../../plugins/session.js';
import { profilePictureRoutes } from './picture.js';
import { deleteUser, findPictureUri, toProfile, updateProfile } from './repository.js';

/** `GET`, `PUT` and `DELETE /public/profile` for the signed-in user, and their picture. */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.get(
    API_PATHS.profile,
    { schema: { summary: 'The signed-in user', tags: ['profile'], response: { 200: profileSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return toProfile(user, await findPictureUri(db, user.id));
    },
  );

  app.put(
    API_PATHS.profile,
    {
      schema: {
        summary: 'Change any writable fields of the profile; the rest is kept',
        tags: ['profile'],
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const { id } = await requireUser(request);
      const { email: _email, profile_picture_uri: _picture, ...changes } = request.body;
      const user = await updateProfile(db, id, changes);
      return toProfile(user, await findPictureUri(db, user.id));
    },
  );

  app.delete(
    API_PATHS.profile,
    {
      schema: {
        summary:
          'Delete the account: the user, every row that references them and, with the bundled provider, the sign-in account',
        tags: ['profile'],
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const bundled = app.bundledIdentity;
      await deleteUser(
        db,
        user,
        bundled && user.issuer === bundled.issuer ? bundled.deleteAccount : undefined,
      );
      request.log.info({ userId: user.id }, 'account deleted');
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );

  await app.register(profilePictureRoutes);
}
