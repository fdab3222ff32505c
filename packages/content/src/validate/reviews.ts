import type { HazardEntry } from '../pack-types.js';
import type { PackProblem } from './common.js';

/** Text as the check compares it: markdown emphasis and runs of white space do not count. */
const plain = (text: string) => text.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A hazard's review record (`review.yaml`) must stay true to the guide: every point's blocks exist
 * in the hazard, its `ours` excerpt is still in the English text of one of them (so an edit that
 * drops the point fails here, not in a reader's hands), and it names a source its review lists.
 * Source ids are unique within a review.
 */
export function checkReview({ file, text, review }: HazardEntry, where: string): PackProblem[] {
  if (!review) return [];
  const at = `${where}/review.yaml`;
  const problems: PackProblem[] = [];
  const blockIds = new Set(file.blocks.map((b) => b.id));
  review.reviews.forEach((one, r) => {
    const sourceIds = new Set<string>();
    for (const source of one.sources) {
      if (sourceIds.has(source.id)) {
        problems.push({
          file: at,
          message: `review ${r + 1} (${one.date}): source ${source.id} is listed twice`,
        });
      }
      sourceIds.add(source.id);
    }
    one.points.forEach((point, p) => {
      const what = `review ${r + 1} (${one.date}) point ${p + 1}`;
      if (!sourceIds.has(point.source)) {
        problems.push({
          file: at,
          message: `${what}: source ${point.source} is not in this review's sources`,
        });
      }
      const missing = point.blocks.filter((id) => !blockIds.has(id));
      for (const id of missing) {
        problems.push({ file: at, message: `${what}: block ${id} is not in hazard.yaml` });
      }
      if (missing.length > 0) return;
      const excerpt = plain(point.ours);
      const carried = point.blocks.some((id) => {
        const block = text.en?.blocks[String(id)];
        return block !== undefined && plain(`${block.title} ${block.header} ${block.body}`).includes(excerpt);
      });
      if (!carried) {
        problems.push({
          file: at,
          message: `${what}: "${point.ours}" is no longer in the English text of block ${point.blocks.join(' or ')}`,
        });
      }
    });
    for (const open of one.not_verified) {
      for (const id of open.blocks.filter((b) => !blockIds.has(b))) {
        problems.push({
          file: at,
          message: `review ${r + 1} (${one.date}) not_verified: block ${id} is not in hazard.yaml`,
        });
      }
    }
  });
  return problems;
}
