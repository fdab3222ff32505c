// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, type PluginOption, type UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../../../vite.config';
import { buildDefines } from '../../../../build-defines';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** The modules of each chunk the app's own Vite config bundles in `mode` (the service worker left out). */
async function bundledModules(mode: string): Promise<string[]> {
  const config = (viteConfig as (env: { mode: string; command: 'build' }) => UserConfig)({
    mode,
    command: 'build',
  });
  const plugins = (config.plugins ?? [])
    .flat(Infinity as 1)
    .filter(
      (plugin: PluginOption) => !String((plugin as { name?: string })?.name).startsWith('vite-plugin-pwa'),
    );
  const output = await build({
    ...config,
    plugins,
    root,
    mode,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false },
  });
  const outputs = Array.isArray(output) ? output : [output];
  return outputs.flatMap((result) =>
    'output' in result ? result.output.flatMap((item) => ('moduleIds' in item ? item.moduleIds : [])) : [],
  );
}

const isShowcase = (id: string) => id.includes('/features/showcase/');

describe('the showcase route in builds', () => {
  it('is set only by the showcase mode', () => {
    expect(buildDefines('production').__SHOWCASE__).toBe('false');
    expect(buildDefines('development').__SHOWCASE__).toBe('false');
    expect(buildDefines('showcase').__SHOWCASE__).toBe('true');
  });

  it('is left out of the normal build entirely, and bundled in the showcase build', async () => {
    expect((await bundledModules('production')).filter(isShowcase)).toEqual([]);
    expect((await bundledModules('showcase')).some(isShowcase)).toBe(true);
  }, 120_000);
});
