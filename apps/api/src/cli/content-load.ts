/** `npm run content:load`: validate the content pack and load it into the configured database. */
import { readContentPack } from '@prepwell/content';
import { parseConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { loadContent } from '../modules/content/loader.js';

const config = parseConfig(process.env);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await database.migrate();
  const result = await loadContent(database.db, readContentPack(config.CONTENT_DIR));
  console.log(
    result.changed
      ? `Loaded content version ${result.version}: ${JSON.stringify(result.summary)}`
      : `Content unchanged (version ${result.version}).`,
  );
} finally {
  await database.close();
}
