/*
 * Server rendering (ADR 032): the chunks of the page's screens, linked from its head. Without
 * them the browser found a screen's chunks only once the entry had run: on a slow phone that was
 * seconds of waiting before hydration could start.
 */

import { DEFAULT_LANGUAGE, type LanguageCode } from '@prepwell/contract';
import { NAMESPACES, type Namespace } from '../lib/i18n';

/**
 * What the browser's entry loads before it hydrates a server-rendered page (main.tsx), as the
 * manifest names it: the query client when the server's query cache has something (`queries`),
 * and the catalogs the page's render read (`namespaces`), in the page's language and in English.
 */
export function hydrationSources(
  lang: LanguageCode,
  namespaces: readonly Namespace[] = NAMESPACES,
  queries = true,
): string[] {
  const languages = lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
  return [
    ...(queries ? ['src/lib/query-client.ts'] : []),
    ...languages.flatMap((language) => namespaces.map((ns) => `src/locales/${language}/${ns}.json`)),
  ];
}

/** Vite's build manifest (`build.manifest`), the parts read here: each module's chunk and imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The manifest keys of `keys` and every chunk they import, in import order. */
function withImports(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/** What the entry's own links fetch, walked once per manifest (not on every page rendered). */
const entryChunksOf = new WeakMap<BuildManifest, Set<string>>();
function entryChunks(manifest: BuildManifest): Set<string> {
  let chunks = entryChunksOf.get(manifest);
  if (!chunks) {
    const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    chunks = withImports(manifest, entries);
    entryChunksOf.set(manifest, chunks);
  }
  return chunks;
}

/**
 * `<link rel="modulepreload">` tags for the chunks `sources` need (manifest keys: the routes'
 * `routeSources`), leaving out what the entry's own links already fetch. Empty without a manifest
 * or for sources it does not know.
 */
export function preloadLinks(manifest: BuildManifest | null, sources: readonly string[]): string {
  if (!manifest) return '';
  const fetchedByEntry = entryChunks(manifest);
  return [...withImports(manifest, sources)]
    .filter((key) => !fetchedByEntry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
    .join('');
}
