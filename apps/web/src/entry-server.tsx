/*
 * Server rendering: the app rendered to HTML on the server. Built with
 * `vite build --ssr src/entry-server.tsx --outDir dist-server` (npm run build:ssr) and imported
 * by the API at run time (apps/api/src/lib/ssr.ts), which gives the answers the page's queries
 * would fetch (the contract's PageSources); which pages render, and under which queries their
 * answers go, is decided here (app/server-prefill.ts, ADR 030).
 */
import { readFileSync } from 'node:fs';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createInstance, type Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  PRODUCT_NAME,
  textDirection,
  type LanguageCode,
  type ServerRenderer,
} from '@prepwell/contract';
import { AppProvider } from './app/provider';
import { hydrationSources, preloadLinks, type BuildManifest } from './app/preload-links';
import { AppRoutes, preloadRoute } from './app/router';
import { routeSources } from './app/screen-sources';
import { prefillPage } from './app/server-prefill';
import { ServerPageTitleContext } from './components/page-title';
import { primeConfig } from './lib/app-config';
import { catalogsOf, loadRtlCache, NAMESPACES } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { SSR_DATA_ID, type SsrData } from './lib/ssr-data';

/** Every catalog, bundled into the server build (a few hundred KB, read once). */
const catalogs = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resources(languages: readonly LanguageCode[]): Resource {
  const out: Resource = {};
  for (const lang of languages) {
    out[lang] = {};
    for (const ns of NAMESPACES) {
      const catalog = catalogs[`./locales/${lang}/${ns}.json`];
      if (catalog) out[lang][ns] = catalog;
    }
  }
  return out;
}

/**
 * The client build's manifest, beside this build (dist/.vite and dist-server), read once; null
 * when it is not there (pages then link no screen chunks, and still work).
 */
let manifest: BuildManifest | null | undefined;
function clientManifest(): BuildManifest | null {
  if (manifest === undefined) {
    try {
      const file = new URL('../dist/.vite/manifest.json', import.meta.url);
      manifest = JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
    } catch {
      manifest = null;
    }
  }
  return manifest;
}

/** JSON that is safe inside `<script>`: no `</script>`, no `<!--`. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page at `url` in `lang`, or null when the server does not render it (the browser does). */
export const render: ServerRenderer['render'] = async ({ url, lang, config, sources, seen }) => {
  const queryClient = createQueryClient();
  if (!(await prefillPage(queryClient, url, lang, sources))) return null;

  // The configuration is the same for every request (the server's own), so one module-level store.
  primeConfig(config);

  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: resources(lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE]),
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
    initAsync: false,
  });

  // A page written right to left renders with the mirroring cache the browser will use
  // (DirectionProvider, ADR 036); its rules are the same for every page, so it is one for all.
  const cache = textDirection(lang) === 'rtl' ? await loadRtlCache() : createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);

  const pathname = new URL(url, 'http://localhost').pathname;
  await preloadRoute(pathname);

  let title: string = PRODUCT_NAME;
  const setTitle = (pageTitle: string) => {
    title = pageTitle;
  };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerPageTitleContext value={setTitle}>
        <CacheProvider value={cache}>
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <AppProvider seen={seen}>
                <StaticRouter location={url}>
                  <AppRoutes />
                </StaticRouter>
              </AppProvider>
            </QueryClientProvider>
          </I18nextProvider>
        </CacheProvider>
      </ServerPageTitleContext>
    </StrictMode>,
    // Never outline a large Suspense boundary (React 19.2 does above ~12 KB): outlined content
    // comes hidden, with an inline script to reveal it, which the CSP (script-src 'self') blocks
    // and a browser without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');

  // data-s: already in <head>, where Emotion's browser cache would otherwise move each tag on
  // start (a moved tag is parsed again, and the page restyled, before hydrating). It still reads
  // them to know which rules are there.
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html)).replaceAll(
    '<style data-emotion=',
    '<style data-s="" data-emotion=',
  );
  // The catalogs this page read (react-i18next notes each `useTranslation`'s): the browser loads
  // and the head links those only.
  const { reportNamespaces } = i18n as { reportNamespaces?: { getUsedNamespaces(): string[] } };
  const namespaces = catalogsOf(reportNamespaces?.getUsedNamespaces() ?? [...NAMESPACES]);
  const queries = dehydrate(queryClient);
  const data: SsrData = { lang, config, queries, namespaces, ...(seen && { seen }) };
  const dataScript = `<script type="application/json" id="${SSR_DATA_ID}">${safeJson(data)}</script>`;
  queryClient.clear();
  return {
    html,
    styles,
    preloads: preloadLinks(clientManifest(), [
      ...routeSources(pathname),
      ...hydrationSources(lang, namespaces, queries.queries.length > 0),
    ]),
    dataScript,
    title,
    description: i18n.t('common:footer.tagline'),
  };
};
