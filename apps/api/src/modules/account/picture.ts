import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  API_PATHS,
  PROFILE_PICTURE_FIELD,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MAX_PIXELS,
  PROFILE_PICTURE_MAX_SIDE,
  profilePictureQuerySchema,
  profilePictureResponseSchema,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/session.js';
import { deletePicture, findPicture, savePicture } from './repository.js';
import { loadSharp } from '../../lib/sharp.js';

export const TOO_LARGE_MESSAGE = 'Profile picture must not be larger than 5MB.';

export const TOO_MANY_PIXELS_MESSAGE = `Profile picture must not be larger than ${PROFILE_PICTURE_MAX_PIXELS / 1_000_000} megapixels.`;

/**
 * The picture's size from its header alone (no pixel decoded): more than
 * PROFILE_PICTURE_MAX_PIXELS (on every page of an animation) is refused before the costly decode.
 * A header sharp cannot read is left to the decode, which refuses it as not a picture.
 */
async function refuseTooManyPixels(input: Buffer) {
  const sharp = await loadSharp();
  // sharp refuses some input (an empty file) as it is constructed, not as it reads: both count.
  const meta = await Promise.resolve()
    .then(() => sharp(input).metadata())
    .catch(() => null);
  if (!meta?.width || !meta.height) return;
  if (meta.width * meta.height * (meta.pages ?? 1) > PROFILE_PICTURE_MAX_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', TOO_MANY_PIXELS_MESSAGE);
  }
}

/**
 * Decode whatever was uploaded (by its content, never its name or header) and re-encode it as
 * WebP of at most 512 px, dropping metadata such as location. Anything sharp cannot decode is
 * refused as not an image.
 */
async function reencode(input: Buffer) {
  await refuseTooManyPixels(input);
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: PROFILE_PICTURE_MAX_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize(PROFILE_PICTURE_MAX_SIDE, PROFILE_PICTURE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The file is not a picture we can read. Please choose an image file.',
    );
  }
}

/**
 * Any failure to read the multipart body (a field before the file, a second file, a body cut
 * short, a broken part header) is the client's: 400 with what we expect, never a 500.
 */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
  }
  return new AppError(
    'BAD_REQUEST',
    `Send one complete multipart/form-data body with only the picture, in the field "${PROFILE_PICTURE_FIELD}".`,
  );
}

/** The uploaded picture's bytes. NOTE: the 5 MB limit is enforced while streaming. */
async function readUploadedPicture(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== PROFILE_PICTURE_FIELD) {
      throw new AppError(
        'BAD_REQUEST',
        `Send the picture in the multipart field "${PROFILE_PICTURE_FIELD}".`,
      );
    }
    return await file.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
}

/** `GET`, `POST` (multipart field "profile", 201) and `DELETE /public/profile/profile-picture`. */
export async function profilePictureRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, {
    limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.profilePicture,
    {
      schema: {
        summary: "The signed-in user's picture (`v` only changes the URI when the picture changes)",
        tags: ['profile'],
        querystring: profilePictureQuerySchema,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await findPicture(app.database.db, user.id);
      if (!row) throw new AppError('NOT_FOUND', 'There is no profile picture.');
      reply.header('cache-control', 'private, max-age=31536000, immutable');
      return reply.type(row.contentType).send(row.image);
    },
  );

  app.post(
    API_PATHS.profilePicture,
    {
      schema: {
        summary: 'Upload a profile picture (multipart field "profile", at most 5 MB)',
        tags: ['profile'],
        consumes: ['multipart/form-data'],
        response: { 201: profilePictureResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!request.isMultipart()) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `Send the picture as multipart/form-data in the field "${PROFILE_PICTURE_FIELD}".`,
        );
      }
      const input = await readUploadedPicture(request);
      const picture = await reencode(input);
      const uri = await savePicture(app.database.db, user.id, { ...picture, contentType: 'image/webp' });
      return reply.status(201).send({ profile_picture_uri: uri });
    },
  );

  app.delete(
    API_PATHS.profilePicture,
    { schema: { summary: "Delete the signed-in user's picture", tags: ['profile'] } },
    async (request, reply) => {
      const user = await requireUser(request);
      await deletePicture(app.database.db, user.id);
      return reply.status(204).send();
    },
  );
}
