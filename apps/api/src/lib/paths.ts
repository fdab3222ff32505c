import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/api folder, found by walking up from this module. Works the same from the
 * TypeScript sources (tests, tsx) and from the bundle in dist/.
 */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(join(dir, 'drizzle')) && existsSync(join(dir, 'package.json'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('cannot find apps/api (the folder holding drizzle/)');
}

export const API_ROOT = findApiRoot();
export const MIGRATIONS_DIR = join(API_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST_DIR = join(API_ROOT, '..', 'web', 'dist');
