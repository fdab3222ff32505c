/**
 * Start Prepwell: configuration, database and migrations, content, then the server on PORT.
 */
import { readContentPack } from '@prepwell/content';
import { buildApp } from './app.js';
import { ConfigError, parseConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { loadContent } from './modules/content/loader.js';
import { buildMetricsServer } from './plugins/metrics.js';

function readConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  // How long each step of the start took, in ms, logged once the server listens.
  const steps: Record<string, number> = { modules: Math.round(performance.now()) };
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const from = performance.now();
    const result = await work();
    steps[name] = Math.round(performance.now() - from);
    return result;
  };
  const database = await step('database', () =>
    openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }),
  );
  await step('migrations', () => database.migrate());
  const app = await step('app', () => buildApp({ config, database }));
  if (config.CONTENT_AUTOLOAD !== false) {
    const pack = await step('contentRead', async () =>
      readContentPack(config.CONTENT_DIR, { markdown: false }),
    );
    const result = await step('contentLoad', () => loadContent(database.db, pack));
    app.log.info({ ...result.summary, version: result.version, changed: result.changed }, 'content loaded');
  }
  app.addHook('onClose', async () => database.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  if (config.METRICS_PORT) {
    const metrics = await buildMetricsServer(app.metricsRegistry);
    await metrics.listen({ port: config.METRICS_PORT, host: config.METRICS_HOST });
    app.addHook('onClose', async () => metrics.close());
    app.log.info(`metrics on http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics`);
  }
  await step('listen', () => app.listen({ port: config.PORT, host: config.HOST }));
  app.log.info(
    {
      database: database.kind,
      environment: config.environment,
      startMs: Math.round(performance.now()),
      steps,
    },
    `Prepwell is serving on http://localhost:${config.PORT}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
