import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, profileSchema, profileUpdateSchema } from '@prepwell/contract';
import { pictureUri, profilePictureRoutes } from './picture.js';
import { toProfile, updateProfile } from './repository.js';

/** `GET` and `PUT /public/profile` for the signed-in user. */
export async function profileRoutes(fastify: FastifyInstance) {
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
  await app.register(profilePictureRoutes);
}
