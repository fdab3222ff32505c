// A size budget (never a time): the home route's initial JavaScript must stay ≤ 170 KB gzipped.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOME_BUDGET_BYTES, homeInitialJs } from './chunk-sizes.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const { gzipTotal, chunks } = homeInitialJs(dist);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `home route initial JavaScript: ${kb(gzipTotal)} in ${chunks.length} files (budget ${kb(HOME_BUDGET_BYTES)})`,
);
if (gzipTotal > HOME_BUDGET_BYTES) {
  console.error('Over budget. Largest chunks:');
  for (const chunk of [...chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 6)) {
    console.error(`  ${chunk.file} ${kb(chunk.gzip)}`);
  }
  process.exit(1);
}
