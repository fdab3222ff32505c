import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { loadConfig } from './lib/app-config';
import { loadProfile } from './lib/auth/profile-store';
import { initI18n, sessionLanguage } from './lib/i18n';

// Start loading what every screen needs while i18n initialises.
void loadConfig();

// App start loads the profile first (spec §4), behind the static boot shell of index.html. Only a
// browser with the signed-in hint waits for it; anonymous visitors start at once.
const { profile } = await loadProfile();
// A language chosen in this tab (before signing in, say) wins and is saved to the profile;
// otherwise the profile's preferred language applies.
const chosenHere = sessionLanguage();
await initI18n(chosenHere ?? profile?.preferred_language);
if (profile && chosenHere && chosenHere !== profile.preferred_language) {
  void import('./lib/auth/update-profile').then(({ updateProfile }) =>
    updateProfile({ preferred_language: chosenHere }).catch(() => undefined),
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
