import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
// The contract's constants file directly: Vite's config loader bundles relative imports but not
// the workspace package, whose entry is TypeScript. The file imports nothing.
import {
  API_PATHS,
  API_PREFIXES,
  IDENTITY_PATHS,
  SERVER_ROOT_PATHS,
} from '../../packages/contract/src/constants';
import { buildDefines } from './build-defines';

const apiTarget = process.env.API_URL ?? 'http://localhost:8081';

/** Everything the API (and the identity provider it mounts) serves, as prefixes with their slash. */
const API_PATH_PREFIXES = [...new Set([...API_PREFIXES, `${IDENTITY_PATHS.pages}/`])];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Public answers the app needs offline: kept by the service worker, network first. */
const PUBLIC_RUNTIME_CACHED = new RegExp(
  `^[^?#]*(${[API_PATHS.config, API_PATHS.supportedLanguages].map((path) => `${escapeRegExp(path)}(?:[?#]|$)`).join('|')}|/public/icons/)`,
);

/** The guide's answers (list, detail by id or slug): readable offline once opened, per language. */
const GUIDE_RUNTIME_CACHED = new RegExp(
  `^[^?#]*(${[
    API_PATHS.hazards,
    API_PATHS.hazard.replace(':id', ''),
    API_PATHS.hazardBySlug.replace(':slug', ''),
    // Home's Trending Hazards strip: offline, the last list read.
    API_PATHS.trendingHazards,
    // An alert in full (not the list at the places, which the app keeps itself): offline, as read.
    `${API_PATHS.alerts}/`,
  ]
    .map(escapeRegExp)
    .join('|')})`,
);

/** The crisis support options, whatever the point: offline, the last list answered. */
const CRISIS_RUNTIME_CACHED = new RegExp(`^[^?#]*${escapeRegExp(API_PATHS.crisisSupportOptions)}(?:[?#]|$)`);

/**
 * An answer served from the cache (the network failed) carries a header the page reads to say it
 * shows saved information (lib/api-client.ts, SAVED_COPY_HEADER). NOTE: workbox writes plugins
 * into sw.js as text, so this names nothing from this file.
 */
const markSavedCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set('x-prepwell-saved-copy', '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/**
 * Only answers meant for anyone are kept: one marked `private` or `no-store` (a signed-in reader's
 * list with their bookmarks) is never written to a cache, so after logout nobody reads it offline.
 * Also keeps only 200s, as workbox does by default. NOTE: written into sw.js as text.
 */
const onlyPublicAnswers = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (response.status !== 200) return null;
    const cacheControl = response.headers.get('cache-control') ?? '';
    return /\b(private|no-store)\b/i.test(cacheControl) ? null : response;
  },
};

/** The API's and identity provider's pages: the service worker never answers them with index.html. */
export const navigateFallbackDenylist = [
  ...API_PATH_PREFIXES.map((prefix) => new RegExp(`^${escapeRegExp(prefix)}`)),
  ...SERVER_ROOT_PATHS.map((path) => new RegExp(`^${escapeRegExp(path)}$`)),
];

/**
 * MUI's `createTheme` carries the CSS-variables theme (`createThemeWithVars` and its helpers, about
 * 4 KB gzip on every page) and runs it only when given `cssVariables` or `colorSchemes`; otherwise it
 * returns `createThemeNoVars(options)`. Prepwell's theme passes neither, and MUI's own default theme
 * (`styles/defaultTheme`, built when its module loads) passes nothing. So both builds resolve MUI's
 * `createTheme` to `createThemeNoVars`: the same theme, without the code it never runs (ADR 033).
 * config/theme.ts must not pass `cssVariables` or `colorSchemes` (its test checks the theme has no
 * `vars`, which this would silently drop).
 */
export const muiThemeWithoutCssVariables = (): Plugin => ({
  name: 'prepwell:mui-theme-without-css-variables',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== './createTheme.mjs' || !importer) return null;
    if (!/[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+\.mjs$/.test(importer)) return null;
    return path.join(path.dirname(importer), 'createThemeNoVars.mjs');
  },
});

export default defineConfig(({ mode, isSsrBuild }) => ({
  // Server rendering: the server build (npm run build:ssr) bundles the app's own code and
  // @mui's (its deep imports are not all Node-resolvable) and stylis-plugin-rtl's (Node would load
  // its CommonJS build, whose default export is an object) and leaves the rest to node_modules.
  ssr: { noExternal: [/^@mui\//, /^@prepwell\//, 'stylis-plugin-rtl'] },
  plugins: [
    muiThemeWithoutCssVariables(),
    react(),
    ...(isSsrBuild
      ? []
      : [
          // An installable app whose shell, screens and catalogs work offline once visited; API calls
          // for the language list and configuration fall back to their last answer when offline.
          VitePWA({
            registerType: 'autoUpdate',
            injectRegister: 'script-defer',
            includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
            manifest: {
              name: 'Prepwell',
              short_name: 'Prepwell',
              description: 'Prepare for, react to and recover from hazards.',
              theme_color: '#0d4f8b',
              background_color: '#f6f8fb',
              display: 'standalone',
              start_url: '/',
              icons: [
                { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
                { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
                { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
              ],
            },
            workbox: {
              // Screens and the English catalogs are precached (about 250 KB gzipped, fetched once in
              // the background); the catalogs of other languages are cached when first used instead.
              globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
              globIgnores: ['**/locale-{es,fr,de,ja,zh,ru}-*.js'],
              navigateFallback: '/index.html',
              // Alert notifications: the push and click handlers (public/alert-notifications-sw.js).
              importScripts: ['/alert-notifications-sw.js'],
              // The page that installed the worker is its client at once, not from the next visit:
              // a notification's click can then open the alert in that window (it navigates only
              // the windows it controls), and the page works offline without a reload.
              clientsClaim: true,
              navigateFallbackDenylist,
              runtimeCaching: [
                {
                  // NOTE: workbox writes this matcher into sw.js as text, so it must not name anything
                  // from this file (a function reading API_PATHS threw in the worker and cached nothing).
                  // A RegExp is written as a literal; same-origin URLs may match anywhere in the href.
                  urlPattern: PUBLIC_RUNTIME_CACHED,
                  handler: 'NetworkFirst',
                  options: {
                    cacheName: 'prepwell-public',
                    networkTimeoutSeconds: 4,
                    plugins: [onlyPublicAnswers],
                  },
                },
                {
                  urlPattern: GUIDE_RUNTIME_CACHED,
                  handler: 'NetworkFirst',
                  options: {
                    cacheName: 'prepwell-guide',
                    networkTimeoutSeconds: 6,
                    plugins: [onlyPublicAnswers, markSavedCopy],
                  },
                },
                {
                  // Get Emergency Help must open with every number when the network is gone: one
                  // entry, the last answer, kept without its query string and served for any point.
                  urlPattern: CRISIS_RUNTIME_CACHED,
                  handler: 'NetworkFirst',
                  options: {
                    cacheName: 'prepwell-crisis-support',
                    networkTimeoutSeconds: 6,
                    plugins: [
                      {
                        // NOTE: written into sw.js as text, so it names nothing from this file.
                        cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
                          const url = new URL(request.url);
                          return `${url.origin}${url.pathname}`;
                        },
                      },
                      onlyPublicAnswers,
                      markSavedCopy,
                    ],
                  },
                },
                {
                  urlPattern: ({ url }) => /^\/assets\/locale-/.test(url.pathname),
                  handler: 'CacheFirst',
                  options: { cacheName: 'prepwell-locales' },
                },
              ],
            },
          }),
          // Brotli and gzip copies of every text asset, written once at build and sent by the server
          // to browsers that accept them (@fastify/static preCompressed): about a third of the bytes
          // on one bar of signal, at no cost per request.
          compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
        ]),
  ],
  define: {
    ...buildDefines(mode),
    // The server build's own code and @mui's run as in the browser's production build. Left to
    // the environment (unset under `npm start`), MUI ran in development mode on the server and
    // labelled every class name (css-1u2x1w0-MuiPaper-root): no server style matched the
    // browser's, so hydration inserted some 390 rules again and restyled the whole page.
    ...(isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  build: {
    outDir: isSsrBuild ? 'dist-server' : mode === 'showcase' ? 'dist-showcase' : 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: each source module's chunk and the chunks it imports. The server
    // build reads it to link a page's screen chunks from its head (app/preload-links.ts, ADR 032).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rollupOptions: {
      output: {
        // Catalog chunks are named by language (locale-ja-common-HASH.js) so the service
        // worker can leave other languages out of its precache.
        chunkFileNames: (chunk) => {
          const match = /locales\/(\w+)\/(\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return match ? `assets/locale-${match[1]}-${match[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // The app's own small shared modules (stores, API client, paths, constants, the hooks home's
        // screens share with later ones) in one chunk,
        // and three tiny MUI modules every page loads: split one by one, each paid its own gzip
        // and import overhead on the home route.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                {
                  name: 'app-core',
                  test: /(apps\/web\/src\/(lib\/(auth\/(profile-store|use-profile-settled)|api-client|app-config|storage|hydration|yield-to-main|seen-at-render|use-after-hydration)|config\/paths|components\/(page-loading|page-title))|packages\/contract\/src\/constants)\.ts|node_modules\/@mui\/(utils\/(isFocusVisible|useId)|system\/RtlProvider)\//,
                },
              ],
            },
      },
    },
    target: 'es2022',
  },
  server: {
    port: 5173,
    // The API's prefixes (with their slash: `/s/` must not catch `/settings`), the identity
    // provider's pages and the health paths go to the API; everything else is the app.
    proxy: Object.fromEntries(
      [...API_PATH_PREFIXES, ...SERVER_ROOT_PATHS].map((prefix) => [
        prefix,
        { target: apiTarget, changeOrigin: false },
      ]),
    ),
  },
}));
