// `npm start`: build the web app and the server, then run the whole of Prepwell (API, identity,
// web) on one port. The server runs as JavaScript built from its TypeScript (ADR 031).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_RUNTIME_ENV } from '../apps/api/build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (process.env.SKIP_WEB_BUILD !== '1') {
  const build = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server's bundle takes about a second to build, so it is built on every start: it never
// runs stale sources.
const serverBundle = await buildServer();

// Paths in the environment are relative to where `npm start` was run; the server runs in apps/api.
const absolute = (value) => (value ? resolve(process.cwd(), value) : undefined);
const server = spawn(process.execPath, [serverBundle], {
  cwd: join(root, 'apps', 'api'),
  stdio: 'inherit',
  env: {
    ...SERVER_RUNTIME_ENV,
    ...process.env,
    DATA_DIR: absolute(process.env.DATA_DIR) ?? join(root, 'data'),
    ...(process.env.CONTENT_DIR ? { CONTENT_DIR: absolute(process.env.CONTENT_DIR) } : {}),
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: absolute(process.env.WEB_DIST_DIR) } : {}),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
