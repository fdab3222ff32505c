/**
 * The hazard page's rules, shared by the web page and the PDF so both show blocks in one order.
 * Imports nothing at run time (types only), so the web app pays only for what it uses.
 */
import type { Stage, Toggle } from './constants.js';

/** What the rules read of a content block. */
export interface SortableBlock {
  id: number;
  type: string;
  stage: Stage;
  critical: boolean;
  priority: number;
  toggles: readonly Toggle[];
  body: { en: string };
}

/** The toggle shown on every hazard, whatever its blocks say (spec: "Adults" is always shown). */
export const ALWAYS_SHOWN_TOGGLE: Toggle = 'Adults';

/**
 * Content blocks in reading order: critical first, then by how many of the selected toggles a
 * block is marked for, then by priority (1 first), then by id. Sources blocks go last.
 * `lift` is one more selected booster, "Local": a block it holds for counts one more match.
 */
export function sortBlocks<T extends Omit<SortableBlock, 'stage' | 'body'>>(
  blocks: readonly T[],
  selected: readonly Toggle[],
  lift?: (block: T) => boolean,
): T[] {
  const matches = (block: T) =>
    block.toggles.filter((t) => selected.includes(t)).length + (lift?.(block) ? 1 : 0);
  return [...blocks].sort(
    (a, b) =>
      Number(a.type === 'source') - Number(b.type === 'source') ||
      Number(b.critical) - Number(a.critical) ||
      matches(b) - matches(a) ||
      a.priority - b.priority ||
      a.id - b.id,
  );
}

/** The toggles a person can select on a stage: those some block of that stage is marked for. */
export function selectableToggles(
  availability: Partial<Record<Toggle, readonly Stage[]>>,
  stage: Stage,
): Toggle[] {
  return (Object.keys(availability) as Toggle[]).filter((toggle) => availability[toggle]?.includes(stage));
}

/** The selection that counts on a stage: a toggle not selectable there does not reorder blocks. */
export function effectiveToggles(
  selected: readonly Toggle[],
  availability: Partial<Record<Toggle, readonly Stage[]>>,
  stage: Stage,
): Toggle[] {
  const selectable = selectableToggles(availability, stage);
  return selected.filter((toggle) => selectable.includes(toggle));
}

/**
 * The blocks a stage shows, in order: its content blocks sorted by the rules above, then the
 * hazard's Sources block (whatever stage it is filed under), unless its English body is empty.
 */
export function blocksForStage<T extends SortableBlock>(
  blocks: readonly T[],
  stage: Stage,
  selected: readonly Toggle[],
  lift?: (block: T) => boolean,
): T[] {
  const content = blocks.filter((b) => b.type !== 'source' && b.stage === stage);
  const sources = blocks.filter((b) => b.type === 'source' && b.body.en.trim().length > 0);
  return [...sortBlocks(content, selected, lift), ...sources];
}
