import { describe, expect, it } from 'vitest';
import { forgetPersonalCopies } from '../auth-api';

/** Cache Storage as the browser keeps it, in memory: caches of URL → response. */
function cacheStorage(contents: Record<string, Record<string, Response>>): CacheStorage {
  const caches = new Map(
    Object.entries(contents).map(([name, entries]) => [name, new Map(Object.entries(entries))]),
  );
  const open = async (name: string) => {
    const entries = caches.get(name) ?? new Map<string, Response>();
    caches.set(name, entries);
    return {
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      match: async (request: Request) => entries.get(request.url),
      delete: async (request: Request) => entries.delete(request.url),
    } as unknown as Cache;
  };
  return { keys: async () => [...caches.keys()], open } as unknown as CacheStorage;
}

const answer = (cacheControl: string) => new Response('{}', { headers: { 'cache-control': cacheControl } });

describe('forgetPersonalCopies (at sign-out)', () => {
  it('deletes the answers marked private or no-store from the runtime caches, and nothing else', async () => {
    const storage = cacheStorage({
      'prepwell-guide': {
        'https://app.test/public/v2/hazards?lang=en': answer('private, no-store'),
        'https://app.test/public/v2/hazards?lang=es': answer('public, no-cache'),
        'https://app.test/public/v2/hazard/5': answer('no-store'),
        'https://app.test/public/v2/hazard/6': answer('Private, max-age=60'),
      },
      'prepwell-public': { 'https://app.test/public/config': answer('public, max-age=60') },
      'workbox-precache-v2': { 'https://app.test/index.html': answer('private') },
    });
    await forgetPersonalCopies(storage);
    const left = async (name: string) =>
      (await (await storage.open(name)).keys()).map(
        (request) => new URL(request.url).pathname + new URL(request.url).search,
      );
    expect(await left('prepwell-guide')).toEqual(['/public/v2/hazards?lang=es']);
    expect(await left('prepwell-public')).toEqual(['/public/config']);
    // The app's own files are not answers: the precache is left alone.
    expect(await left('workbox-precache-v2')).toEqual(['/index.html']);
  });

  it('does nothing without Cache Storage', async () => {
    await expect(forgetPersonalCopies(undefined)).resolves.toBeUndefined();
  });
});
