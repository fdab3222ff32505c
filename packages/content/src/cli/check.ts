/**
 * `npm run content:check`: validate the whole content pack and list every problem found.
 * Exits 1 when there is any problem, so `npm test` stops on bad content.
 */
import { LANGUAGE_CODES } from '@prepwell/contract';
import { readContentPack } from '../read-pack.js';

const pack = readContentPack(process.argv[2]);
const missingLanguages = pack.hazards.flatMap(({ file, text }) =>
  LANGUAGE_CODES.filter((lang) => !text[lang]).map((lang) => `${file.slug}:${lang}`),
);
for (const problem of pack.problems) console.error(`✗ ${problem.file}: ${problem.message}`);
console.log(
  `content: ${pack.hazards.length} hazards, ${pack.hazards.reduce((n, h) => n + h.file.blocks.length, 0)} blocks, ` +
    `${pack.crisisOptions.length} crisis options, ${pack.prepChecks.length} prep checks, ` +
    `${pack.emergencyItems.length} emergency items, ${pack.progress ? 'badges and journey phases' : 'no badges yet'}; ` +
    `${missingLanguages.length} hazard translations still to write; ${pack.problems.length} problems`,
);
process.exit(pack.problems.length > 0 ? 1 : 0);
