import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hydrationSources, preloadLinks, type BuildManifest } from '../preload-links';
import { routes } from '../router';
import { routeSources, SCREEN_SOURCES } from '../screen-sources';

/*
 * ADR 032: a server-rendered page links its screen's chunks from its head, found through the
 * client build's manifest by the screens' source paths.
 */

/** apps/web, where the manifest's paths start. */
const webRoot = join(import.meta.dirname, '..', '..', '..');

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_mui.js': { file: 'assets/mui-1.js', imports: ['_react.js', '_icons.js'] },
  '_icons.js': { file: 'assets/icons-1.js' },
  'src/screen.tsx': { file: 'assets/screen-1.js', imports: ['_react.js', '_mui.js'] },
  'src/other.tsx': { file: 'assets/other-1.js', imports: ['_mui.js'] },
};

describe('preloadLinks', () => {
  it("links a screen's chunk and every chunk it imports, once, leaving out the entry's", () => {
    const links = preloadLinks(manifest, ['src/screen.tsx', 'src/other.tsx']);
    expect(links.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/screen-1.js"',
      'href="/assets/mui-1.js"',
      'href="/assets/icons-1.js"',
      'href="/assets/other-1.js"',
    ]);
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/screen-1.js">');
  });

  it('links nothing without a manifest or for a module it does not know', () => {
    expect(preloadLinks(null, ['src/screen.tsx'])).toBe('');
    expect(preloadLinks(manifest, ['src/none.tsx'])).toBe('');
  });
});

/** Every screen of the route table (its element's type carries `load`). */
function screensOf(list: RouteObject[]): { load: () => Promise<unknown> }[] {
  return list.flatMap((route) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    const own = typeof type === 'function' && 'load' in type ? [type as never] : [];
    return [...own, ...screensOf(route.children ?? [])];
  });
}

describe("the screens' source paths", () => {
  it('name the very module each screen of the routes loads', async () => {
    const screens = screensOf(routes);
    expect(screens.length).toBeGreaterThan(10);
    for (const screen of screens) {
      const source = SCREEN_SOURCES.get(screen);
      expect(source, String(screen.load)).toBeDefined();
      const file = join(webRoot, source!);
      expect(existsSync(file), source).toBe(true);
      expect(await import(/* @vite-ignore */ file), source).toBe(await screen.load());
    }
  });

  it("are what a hazard's page links, with the query boundary every screen needs", () => {
    expect(routeSources('/hazards/earthquake')).toEqual([
      'src/features/hazards/components/hazard-page.tsx',
      'src/lib/query-boundary.tsx',
    ]);
    expect(routeSources('/')).toEqual([]);
  });

  it('of what hydrating loads name files that exist, in the language of the page and English', () => {
    const sources = hydrationSources('fr');
    expect(sources).toContain('src/locales/fr/hazards.json');
    expect(sources).toContain('src/locales/en/hazards.json');
    for (const source of sources) expect(existsSync(join(webRoot, source)), source).toBe(true);
    // A page whose render read only the shell's catalog links only that one.
    expect(hydrationSources('fr', ['common']).filter((source) => source.includes('locales'))).toEqual([
      'src/locales/fr/common.json',
      'src/locales/en/common.json',
    ]);
  });
});
