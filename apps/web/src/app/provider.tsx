import { Suspense, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../config/theme';
import { PageLoading } from '../components/page-loading';
import { ToastProvider } from '../components/toast';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 2, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
