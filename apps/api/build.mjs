// Builds the server to one JavaScript file, dist/server.mjs, for `npm start` (ADR 031): Node runs
// it without a TypeScript loader, which keeps tsx, esbuild's service and the transformed sources
// out of the running server's memory. The workspace packages (`@prepwell/*`, TypeScript source)
// are bundled in; every other package stays an import, resolved from node_modules at run time.
import { build } from 'esbuild';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const SERVER_BUNDLE = join(here, 'dist', 'server.mjs');

/**
 * The environment the built server runs in unless set otherwise (ADR 031): React's and the other
 * packages' production builds (the server renders pages with react-dom/server, which otherwise
 * loads its development build), and two malloc arenas instead of one per thread, which keeps some
 * 40 MB of fragmented native memory out of the process.
 */
export const SERVER_RUNTIME_ENV = { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' };

/** The folder of package `name` as Node finds it from `dir` (walking up through node_modules). */
function packageDir(dir, name) {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, 'node_modules', name, 'package.json'))) return join(at, 'node_modules', name);
    if (dirname(at) === at) return undefined;
  }
}

/**
 * Bare imports that are not our workspace packages stay external, resolved at run time from
 * dist/. A workspace package with its own copy of a dependency (packages/x/node_modules) would
 * then get the root's copy instead: the build refuses that, naming the package.
 */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@prepwell/')) return undefined;
      const name = args.path.startsWith('@')
        ? args.path.split('/').slice(0, 2).join('/')
        : args.path.split('/')[0];
      if (!name.startsWith('node:') && args.resolveDir) {
        const wanted = packageDir(args.resolveDir, name);
        const found = packageDir(here, name);
        if (wanted && wanted !== found) {
          return {
            errors: [
              {
                text: `${args.importer} imports its own copy of ${name} (${wanted}), but the built server would load ${found ?? 'none'}: use one version across the workspaces`,
              },
            ],
          };
        }
      }
      return { path: args.path, external: true };
    });
  },
};

/**
 * Builds dist/server.mjs (and its source map) and resolves with its path. Each file is written
 * under a name of its own, then renamed into place, so a server starting from it while another
 * process builds (the e2e tests start several) never reads half a file.
 */
export async function buildServer() {
  const { outputFiles } = await build({
    entryPoints: [join(here, 'src', 'server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackages],
    sourcemap: 'linked',
    // Class and function names stay as written, so logs and stack traces read as the source.
    keepNames: true,
    logLevel: 'warning',
    legalComments: 'none',
    write: false,
  });
  mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
  for (const file of outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  return SERVER_BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
