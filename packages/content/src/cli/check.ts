/**
 * `npm run content:check`: validate the whole content pack and list every problem found.
 * Exits 1 when there is any problem, so `npm test` stops on bad content.
 */
import { PACK_LANGUAGE_CODES } from '../constants.js';
import { missingTranslations, readContentPack } from '../read-pack.js';

const pack = readContentPack(process.argv[2]);
// Every text ships in all seven languages (the content issue's rule 7): a missing one is a problem.
const missing = missingTranslations(pack);
for (const problem of pack.problems) console.error(`✗ ${problem.file}: ${problem.message}`);
for (const entry of missing.slice(0, 50)) console.error(`✗ not translated: ${entry}`);
if (missing.length > 50) console.error(`✗ … and ${missing.length - 50} more texts not translated`);
const problems = pack.problems.length + missing.length;
console.log(
  `content: ${pack.hazards.length} hazards, ${pack.hazards.reduce((n, h) => n + h.file.blocks.length, 0)} blocks, ` +
    `${pack.crisisOptions.length} crisis options, ${pack.prepChecks.length} prep checks, ` +
    `${pack.emergencyItems.length} emergency items, ${pack.progress ? 'badges and journey phases' : 'no badges yet'}; ` +
    `${missing.length} texts not yet in every language; ${problems} problems` +
    ` (${missingTranslations(pack, PACK_LANGUAGE_CODES).length} texts not yet in the pack's other languages)`,
);
process.exit(problems > 0 ? 1 : 0);
