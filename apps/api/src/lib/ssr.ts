/*
 * Server rendering (issue 11): the web app's server build, loaded at run time. It is a
 * build output (apps/web/dist-server/entry-server.js, `npm run build:ssr -w apps/web`), not a
 * dependency: when it is missing the API serves index.html as before.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerRenderer } from '@prepwell/contract';

/** What apps/web/src/entry-server.tsx exports: the contract's type, which both sides check (ADR 030). */
export type { ServerRenderer };

const isRenderer = (module: unknown): module is ServerRenderer =>
  typeof module === 'object' && module !== null && typeof (module as ServerRenderer).render === 'function';

/** The server build at `file`, or null when it is absent or broken (logged). */
export async function loadServerRenderer(
  file: string,
  log: FastifyBaseLogger,
): Promise<ServerRenderer | null> {
  if (!existsSync(file)) {
    log.info({ file }, 'no server build of the web app: pages are rendered in the browser');
    return null;
  }
  try {
    const module: unknown = await import(pathToFileURL(file).href);
    if (isRenderer(module)) return module;
    log.warn({ file }, 'the web server build exports no render(): pages are rendered in the browser');
  } catch (error) {
    log.error({ err: error, file }, 'the web server build failed to load: pages are rendered in the browser');
  }
  return null;
}
