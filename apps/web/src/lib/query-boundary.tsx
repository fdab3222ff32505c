import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as sharedClient } from './query-client';

/**
 * TanStack Query for the screens that fetch data. It wraps each lazily loaded screen (see
 * `screen()` in app/router.tsx), so the query library loads with the first such screen and
 * not with the home route. Every boundary shares one client; an outer boundary (tests) wins.
 */
export function QueryBoundary({
  children,
  client = sharedClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
