import type { Profile } from '@prepwell/contract';

/** A signed-in user's profile as `GET /public/profile` answers it: Ada Lovelace, unless overridden. */
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
