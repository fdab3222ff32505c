import { describe, expect, it } from 'vitest';
import {
  blocksForStage,
  effectiveToggles,
  selectableToggles,
  sortBlocks,
  type SortableBlock,
  type Toggle,
} from '../src/index.js';

const block = (id: number, over: Partial<SortableBlock> = {}): SortableBlock => ({
  id,
  type: 'content',
  stage: 'During',
  critical: false,
  priority: 1,
  toggles: ['Adults'],
  body: { en: `body ${id}` },
  ...over,
});

describe('block order (critical, then matching toggles, then priority)', () => {
  // Hand-computed: five blocks of one stage.
  const blocks = [
    block(1, { priority: 1, toggles: ['Adults'] }),
    block(2, { priority: 2, toggles: ['Adults', 'Pets'] }),
    block(3, { priority: 3, toggles: ['Adults', 'Pets', 'Kids'] }),
    block(4, { priority: 4, critical: true, toggles: ['Adults'] }),
    block(5, { priority: 5, toggles: ['Adults', 'Kids'] }),
  ];
  const order = (selected: Toggle[]) => sortBlocks(blocks, selected).map((b) => b.id);

  it('with nothing selected: critical first, then by priority', () => {
    expect(order([])).toEqual([4, 1, 2, 3, 5]);
  });

  it('selecting Pets lifts the blocks marked Pets, critical still first', () => {
    // matches: 1→0, 2→1, 3→1, 4→0 (critical), 5→0
    expect(order(['Pets'])).toEqual([4, 2, 3, 1, 5]);
  });

  it('selecting Pets and Kids puts the block matching both above those matching one', () => {
    // matches: 1→0, 2→1, 3→2, 5→1
    expect(order(['Pets', 'Kids'])).toEqual([4, 3, 2, 5, 1]);
  });

  it('Adults is on every block here, so selecting it alone changes nothing', () => {
    expect(order(['Adults'])).toEqual([4, 1, 2, 3, 5]);
  });

  it('the Local booster counts as one more match for the blocks holding local information', () => {
    // Kids selected, Local on block 5 only: 5→2 (Kids, Local), 3→1 (Kids), 1→0, 2→0.
    expect(sortBlocks(blocks, ['Kids'], (b) => b.id === 5).map((b) => b.id)).toEqual([4, 5, 3, 1, 2]);
    expect(sortBlocks(blocks, [], (b) => b.id === 3).map((b) => b.id)).toEqual([4, 3, 1, 2, 5]);
  });

  it('equal in everything else, the lower id comes first; a Sources block is always last', () => {
    const ties = [block(9, { type: 'source', critical: true, priority: 1 }), block(8), block(7)];
    expect(sortBlocks(ties, []).map((b) => b.id)).toEqual([7, 8, 9]);
  });
});

describe('booster chips (selectable per stage)', () => {
  const availability = {
    Adults: ['Before', 'During', 'After'],
    Kids: ['Before'],
    Pets: ['During'],
    Elderly: [],
  } as const;

  it('a toggle is selectable only on the stages where some block has it', () => {
    expect(selectableToggles(availability, 'Before')).toEqual(['Adults', 'Kids']);
    expect(selectableToggles(availability, 'During')).toEqual(['Adults', 'Pets']);
    expect(selectableToggles(availability, 'After')).toEqual(['Adults']);
  });

  it('a selection that is not selectable on the stage does not count there', () => {
    expect(effectiveToggles(['Kids', 'Pets'], availability, 'During')).toEqual(['Pets']);
    expect(effectiveToggles(['Kids', 'Pets'], availability, 'After')).toEqual([]);
  });
});

describe('a stage shows its blocks, then the Sources block', () => {
  const sources = block(99, {
    type: 'source',
    stage: 'After',
    priority: 99,
    body: { en: '- [a](https://a.org)' },
  });
  const blocks = [block(1, { stage: 'Before' }), block(2, { stage: 'During' }), sources];

  it('shows the Sources block last on every stage, whatever stage it is filed under', () => {
    expect(blocksForStage(blocks, 'Before', []).map((b) => b.id)).toEqual([1, 99]);
    expect(blocksForStage(blocks, 'During', []).map((b) => b.id)).toEqual([2, 99]);
    expect(blocksForStage(blocks, 'After', []).map((b) => b.id)).toEqual([99]);
  });

  it('hides the Sources block when its English body is empty', () => {
    const empty = { ...sources, body: { en: '  ' } };
    expect(blocksForStage([blocks[0]!, empty], 'Before', []).map((b) => b.id)).toEqual([1]);
  });
});
