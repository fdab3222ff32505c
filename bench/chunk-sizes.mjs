import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/**
 * The initial JavaScript of the home route: the entry script of index.html plus every chunk it
 * modulepreloads, gzipped at level 9 as a CDN would serve them.
 */
export function homeInitialJs(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    files.add(match[1]);
  const chunks = [...files].map((file) => {
    const raw = readFileSync(join(distDir, file.replace(/^\//, '')));
    return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  });
  return { chunks, gzipTotal: chunks.reduce((n, c) => n + c.gzip, 0) };
}

export const HOME_BUDGET_BYTES = 170 * 1024;
