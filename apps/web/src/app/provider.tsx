import { Suspense, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's system provider, which is what @mui/material's ThemeProvider renders for a theme without
// CSS variables; the material one also loads the CSS-variables provider (ADR 033).
import { ThemeProvider } from '@mui/system';
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
