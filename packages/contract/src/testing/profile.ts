import type { Profile } from '../account.js';

/**
 * A signed-in user's profile as `GET /public/profile` answers it: Ada Lovelace, unless
 * overridden. The API's tests expect it of a user signed in with the same names; the web's serve it.
 */
export function createProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.org',
    preferred_language: 'en',
    zip: null,
    tutorials_shown: [],
    profile_picture_uri: null,
    ...overrides,
  };
}
