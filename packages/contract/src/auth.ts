import { z } from 'zod';
import { languageCodeSchema } from './languages.js';

/* Sign-in and sign-out: the relying party's calls (apps/api/src/modules/auth). */

/** `GET /public/auth/login` and `/public/auth/signup`: where to send the browser (`?callback=` the path to come back to). */
export const authUrlQuerySchema = z.object({
  callback: z.string().max(2048).optional(),
  lang: languageCodeSchema.optional(),
});
export type AuthUrlQuery = z.infer<typeof authUrlQuerySchema>;
/** The answer of the login and sign-up calls: the provider's authorization URL, as plain text. */
export const authUrlResponseSchema = z.string().url();

/** `GET /public/auth/logout-browser`: a logout token for this session and the URL that logs out. */
export const logoutBrowserResponseSchema = z.object({ logout_token: z.string(), logout_url: z.string() });
export type LogoutBrowserResponse = z.infer<typeof logoutBrowserResponseSchema>;

/** `GET /public/auth/logout`: end the session (the token proves the request comes from its browser). */
export const logoutQuerySchema = z.object({
  token: z.string().max(200),
  return_to: z.string().max(2048).optional(),
});

/** The provider's redirect back after sign-in (`/public/auth/callback`). */
export const authCallbackQuerySchema = z
  .object({
    state: z.string().max(512).optional(),
    code: z.string().max(4096).optional(),
    error: z.string().max(512).optional(),
  })
  .passthrough();

/** The provider's redirect back after logout (`/public/auth/logged-out`): `state` is the return path. */
export const loggedOutQuerySchema = z.object({ state: z.string().max(2048).optional() }).passthrough();
