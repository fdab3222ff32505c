import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
// MUI's system provider, which is what @mui/material's ThemeProvider renders for a theme without
// CSS variables; the material one also loads the CSS-variables provider (ADR 033).
import { ThemeProvider } from '@mui/system';
import { textDirection } from '@prepwell/contract';
import { appTheme } from '../../config/theme';
import { loadedRtlCache, loadRtlCache } from '../i18n';

/**
 * The theme and styles in the reading direction of the current language (ADR 036): a language
 * written right to left gets MUI's right-to-left theme and the cache that mirrors every rule. A
 * switch to such a language waits (suspends) for that cache only the first time.
 */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const direction = textDirection(i18n.language);
  // The cache around this one (the browser's default, or the server's for this page): a switch
  // of direction changes the cache, never the shape of the tree, so nothing below is mounted
  // again (a switch from Arabic to English once emptied the page for a moment, and would lose
  // what a form held).
  const outer = useEmotionCache();
  const cache = direction === 'rtl' ? (loadedRtlCache() ?? use(loadRtlCache())) : outer;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={appTheme(direction)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
