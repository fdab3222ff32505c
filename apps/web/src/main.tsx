import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider, createQueryClient } from './app/provider';
import { AppRoutes } from './app/router';
import { configQueryOptions } from './lib/app-config';
import { initI18n } from './lib/i18n';

const queryClient = createQueryClient();
// Start loading what every screen needs while i18n initialises.
void queryClient.prefetchQuery(configQueryOptions());

await initI18n();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
