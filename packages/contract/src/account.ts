import { z } from 'zod';
import { TUTORIALS } from './constants.js';
import { languageCodeSchema } from './languages.js';

const name = z.string().trim().max(100, 'must be at most 100 characters');

/** `GET /public/profile`: the signed-in user. */
export const profileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  preferred_language: languageCodeSchema,
  zip: z.string().nullable(),
  tutorials_shown: z.array(z.enum(TUTORIALS)),
  profile_picture_uri: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * `PUT /public/profile`: the user object as GET returns it, or any subset of its writable fields,
 * merged into the stored profile. Read-only fields (email, profile_picture_uri) are accepted and
 * ignored; any other key is refused.
 */
export const profileUpdateSchema = z
  .object({
    first_name: name.optional(),
    last_name: name.optional(),
    preferred_language: languageCodeSchema.optional(),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'must be a 5-digit US ZIP code')
      .nullable()
      .optional(),
    tutorials_shown: z.array(z.enum(TUTORIALS)).max(TUTORIALS.length).optional(),
    email: z.unknown().optional(),
    profile_picture_uri: z.unknown().optional(),
  })
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** `GET /public/profile/profile-picture?v=…`: `v` changes the URI whenever the picture changes. */
export const profilePictureQuerySchema = z.object({ v: z.string().max(32).optional() });

export const profilePictureResponseSchema = z.object({ profile_picture_uri: z.string() });
export type ProfilePictureResponse = z.infer<typeof profilePictureResponseSchema>;
