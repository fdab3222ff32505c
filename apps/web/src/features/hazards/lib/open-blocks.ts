import type { Stage } from '@prepwell/contract';

interface Openable {
  id: number;
  type: string;
  critical: boolean;
}

/**
 * The blocks a stage opens with (issue 22, ADR 025). React (`During`): every critical guide block,
 * so the first instruction is on screen when the stage opens; the first block when none is
 * critical. Prepare and Recover: the first block, as before. A Sources block never opens by itself.
 * `blocks` are in the order shown (the spec's sort: critical first).
 */
export function openBlocksByDefault(blocks: readonly Openable[], stage: Stage): number[] {
  const guide = blocks.filter((block) => block.type !== 'source');
  const critical = stage === 'During' ? guide.filter((block) => block.critical) : [];
  if (critical.length > 0) return critical.map((block) => block.id);
  return guide.length > 0 ? [guide[0]!.id] : [];
}
