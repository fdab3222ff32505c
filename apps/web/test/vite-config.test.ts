// @vitest-environment node
import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { API_PATHS, IDENTITY_PATHS } from '@prepwell/contract';
import viteConfig, { navigateFallbackDenylist } from '../vite.config';
import { paths } from '../src/config/paths';

const config = (viteConfig as (env: { mode: string; command: 'serve' }) => UserConfig)({
  mode: 'development',
  command: 'serve',
});
/** Whether the dev server sends `path` to the API (Vite matches a proxy key as a prefix). */
const proxied = (path: string) => Object.keys(config.server?.proxy ?? {}).some((key) => path.startsWith(key));
/** Whether the service worker leaves `path` to the network instead of answering index.html. */
const denied = (path: string) => navigateFallbackDenylist.some((pattern) => pattern.test(path));

const serverPaths = [
  `${IDENTITY_PATHS.interaction}/abc`,
  IDENTITY_PATHS.account,
  IDENTITY_PATHS.logoutScript,
  `${IDENTITY_PATHS.mount}/.well-known/openid-configuration`,
  API_PATHS.config,
  API_PATHS.logout,
  '/pdf/flood-en.pdf',
  '/s/abc',
  API_PATHS.health,
  API_PATHS.ready,
];
const appPaths = Object.values(paths)
  .filter((route) => !route.pattern.includes(':'))
  .map((route) => route.pattern);

describe('the API and identity paths, from the contract', () => {
  it.each(serverPaths)('%s goes to the API in development and past the service worker', (path) => {
    expect(proxied(path)).toBe(true);
    expect(denied(path)).toBe(true);
  });

  it('leaves every route of the app to the app', () => {
    expect(appPaths).toContain('/settings');
    for (const path of [...appPaths, paths.hazard.href(3), paths.prepCheck.href(4)]) {
      expect(proxied(path), path).toBe(false);
      expect(denied(path), path).toBe(false);
    }
  });
});
