import { STAGES } from '@prepwell/contract';
import type { HazardEntry } from '../pack-types.js';
import { findIdOutsideRange, findMissingIcon, type IconSet, type PackProblem } from './common.js';
import { checkReview } from './reviews.js';

/** Each stage shows at least this many content blocks (spec: a guide per stage). */
export const MIN_CONTENT_BLOCKS_PER_STAGE = 2;

const MARKDOWN_LINK = /\]\((https?:\/\/[^)\s]+|\/[^)\s]*)\)/g;

/** Problems with the links of a markdown body: plain http, or an https address that does not parse. */
export function findLinkProblems(body: string, file: string): PackProblem[] {
  const problems: PackProblem[] = [];
  for (const match of body.matchAll(MARKDOWN_LINK)) {
    const url = match[1] ?? '';
    if (url.startsWith('http://')) problems.push({ file, message: `link ${url} must use https` });
    if (url.startsWith('https://') && !URL.canParse(url)) {
      problems.push({ file, message: `link ${url} is not a valid URL` });
    }
  }
  return problems;
}

/** One hazard's structure: block ids in its range, every stage covered, one Sources block. */
export function checkHazardBlocks(file: HazardEntry['file'], where: string): PackProblem[] {
  const problems = file.blocks.flatMap((block) => findIdOutsideRange('block', block.id, file.id, where));
  for (const stage of STAGES) {
    const count = file.blocks.filter((b) => b.stage === stage && b.type === 'content').length;
    if (count < MIN_CONTENT_BLOCKS_PER_STAGE) {
      problems.push({
        file: where,
        message: `stage ${stage} has ${count} content blocks; at least ${MIN_CONTENT_BLOCKS_PER_STAGE}`,
      });
    }
  }
  if (file.blocks.filter((b) => b.type === 'source').length !== 1) {
    problems.push({ file: where, message: 'needs exactly one block of type source' });
  }
  return problems;
}

/** Each language file of a hazard has text for exactly the hazard's blocks, with sound links. */
export function checkHazardTexts({ file, text }: HazardEntry, where: string): PackProblem[] {
  if (!text.en) return [{ file: where, message: 'en.yaml is missing' }];
  const problems: PackProblem[] = [];
  const ids = new Set(file.blocks.map((b) => String(b.id)));
  for (const [lang, langText] of Object.entries(text)) {
    const langFile = `${where}/${lang}.yaml`;
    for (const id of ids) {
      if (!langText.blocks[id]) problems.push({ file: langFile, message: `block ${id} has no text` });
    }
    for (const id of Object.keys(langText.blocks)) {
      if (!ids.has(id)) problems.push({ file: langFile, message: `block ${id} is not in hazard.yaml` });
    }
    for (const block of Object.values(langText.blocks))
      problems.push(...findLinkProblems(block.body, langFile));
  }
  return problems;
}

/**
 * A hazard's authoring extras: a local hazard names its creator, creators exist, block icons and
 * images exist, an image has English alt text, and a block's important sources are the hazard's.
 */
export function checkHazardExtras(
  { file, text }: HazardEntry,
  where: string,
  icons: IconSet,
  creatorIds: ReadonlySet<number>,
): PackProblem[] {
  const problems: PackProblem[] = [];
  if (file.local && file.creator === undefined) {
    problems.push({ file: where, message: 'a local hazard needs a creator' });
  }
  const creatorProblem = (id: number | undefined, what: string) => {
    if (id !== undefined && !creatorIds.has(id)) {
      problems.push({ file: where, message: `${what}: creator ${id} is not in any local region` });
    }
  };
  creatorProblem(file.creator, 'hazard');
  const sourceUrls = new Set(file.sources.map((s) => s.url));
  for (const block of file.blocks) {
    const what = `block ${block.id}`;
    creatorProblem(block.creator, what);
    if (block.icon) problems.push(...findMissingIcon(icons, 'blocks', block.icon, `${where} ${what}`));
    if (block.image) {
      problems.push(...findMissingIcon(icons, 'blocks', block.image.src, `${where} ${what}`));
      if (!text.en?.blocks[String(block.id)]?.image_alt) {
        problems.push({ file: `${where}/en.yaml`, message: `${what} has an image but no image_alt` });
      }
    }
    for (const url of block.important_sources) {
      if (!sourceUrls.has(url)) {
        problems.push({ file: where, message: `${what}: important source ${url} is not in sources` });
      }
    }
  }
  return problems;
}

/** Every hazard: ids and slugs unique across the pack, icon present, blocks and texts sound. */
export function checkHazards(
  hazards: readonly HazardEntry[],
  icons: IconSet,
  creatorIds: ReadonlySet<number>,
): PackProblem[] {
  const problems: PackProblem[] = [];
  const slugById = new Map<number, string>();
  const hazardByBlockId = new Map<number, string>();
  for (const entry of hazards) {
    const { file } = entry;
    const where = `hazards/${file.slug}`;
    const other = slugById.get(file.id);
    if (other) problems.push({ file: where, message: `hazard id ${file.id} also used by ${other}` });
    slugById.set(file.id, file.slug);
    problems.push(...findMissingIcon(icons, 'hazards', file.icon, where));
    for (const block of file.blocks) {
      const owner = hazardByBlockId.get(block.id);
      if (owner) problems.push({ file: where, message: `block id ${block.id} also used in ${owner}` });
      hazardByBlockId.set(block.id, file.slug);
    }
    problems.push(
      ...checkHazardBlocks(file, where),
      ...checkHazardTexts(entry, where),
      ...checkHazardExtras(entry, where, icons, creatorIds),
      ...checkReview(entry, where),
    );
  }
  return problems;
}
