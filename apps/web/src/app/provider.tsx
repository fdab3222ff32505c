import { Suspense, type ReactNode } from 'react';
import type { SeenAtRender } from '@prepwell/contract';
import CssBaseline from '@mui/material/CssBaseline';
import { DirectionProvider } from '../lib/direction';
import { PageLoading } from '../components/page-loading';
import { ToastProvider } from '../components/toast';
import { SeenAtRenderContext } from '../lib/seen-at-render';

/** `seen`: what the server rendered the page with (RenderInput.seen), when it read it. */
export function AppProvider({ children, seen }: { children: ReactNode; seen?: SeenAtRender | undefined }) {
  return (
    <DirectionProvider>
      <CssBaseline />
      <SeenAtRenderContext value={seen ?? null}>
        <ToastProvider>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </ToastProvider>
      </SeenAtRenderContext>
    </DirectionProvider>
  );
}
