import { QueryClient } from '@tanstack/react-query';

/** For the browser's entry, which loads this module before hydrating a server-rendered page. */
export { hydrate } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 2, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/**
 * The first part of every query key that holds the signed-in user's own data (Prep Check drafts
 * and results, My Emergency Items): what a submission changes is refreshed by this one prefix,
 * whichever feature shows it.
 */
export const MY_DATA_KEY = ['my-data'] as const;

/** The one client every screen shares, so caches and invalidations are shared too. */
export const queryClient = createQueryClient();
