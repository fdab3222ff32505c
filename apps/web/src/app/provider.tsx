import { Suspense, type ReactNode } from 'react';
import type { SeenAtRender } from '@prepwell/contract';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's system provider, which is what @mui/material's ThemeProvider renders for a theme without
// CSS variables; the material one also loads the CSS-variables provider (ADR 033).
import { ThemeProvider } from '@mui/system';
import { appTheme } from '../config/theme';
import { PageLoading } from '../components/page-loading';
import { ToastProvider } from '../components/toast';
import { SeenAtRenderContext } from '../lib/seen-at-render';

/** `seen`: what the server rendered the page with (RenderInput.seen), when it read it. */
export function AppProvider({ children, seen }: { children: ReactNode; seen?: SeenAtRender | undefined }) {
  return (
    <ThemeProvider theme={appTheme()}>
      <CssBaseline />
      <SeenAtRenderContext value={seen ?? null}>
        <ToastProvider>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </ToastProvider>
      </SeenAtRenderContext>
    </ThemeProvider>
  );
}
