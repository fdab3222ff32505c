/**
 * `npm start -w apps/identity`: the standalone provider as a program. Kept apart from
 * standalone.ts, which the app imports (and bundles), so importing it never starts anything.
 */
import type { FastifyInstance } from 'fastify';
import { startStandalone } from './standalone.js';

async function main() {
  let app: FastifyInstance;
  try {
    app = await startStandalone({ env: process.env });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  app.log.info(`Prepwell's identity provider is serving as ${process.env.IDENTITY_ISSUER}`);
}

void main();
