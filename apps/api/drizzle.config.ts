import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The app's tables and the bundled identity provider's own tables: one migration set.
  schema: ['./src/db/schema.ts', '../identity/src/db/schema.ts'],
  out: './drizzle',
});
