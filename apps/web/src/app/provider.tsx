import { Suspense, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { appTheme } from '../config/theme';
import { PageLoading } from '../components/page-loading';
import { ToastProvider } from '../components/toast';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme()}>
      <CssBaseline />
      <ToastProvider>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </ToastProvider>
    </ThemeProvider>
  );
}
