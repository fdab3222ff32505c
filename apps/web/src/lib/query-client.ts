import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 2, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/** The one client every screen shares, so caches and invalidations are shared too. */
export const queryClient = createQueryClient();
