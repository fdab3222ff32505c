// Builds the server to one JavaScript file, dist/server.mjs, for `npm start` (ADR 031): Node runs
// it without a TypeScript loader, which keeps tsx, esbuild's service and the transformed sources
// out of the running server's memory. The workspace packages (`@prepwell/*`, TypeScript source)
// are bundled in; every other package stays an import, resolved from node_modules at run time.
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
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

/** Bare imports that are not our workspace packages stay external. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@prepwell/') ? undefined : { path: args.path, external: true },
    );
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
