/** The placement board's model: its slots, columns and options, and the DOM ids its parts share. */

/** A place an option can go: a ranking order or a grid column's position. */
export interface BoardSlot {
  /** Unique on the board ("3", "During-2"). */
  key: string;
  /** The key of its column (a grid's stage). */
  column: string;
  /** Its number as shown (1-based). */
  number: number;
  /** The option in it, if any. */
  occupant?: number;
  /** Read out: "Place 2" or "React, place 2". */
  name: string;
}

export interface BoardColumn {
  key: string;
  heading?: string;
  slots: BoardSlot[];
}

export interface BoardOption {
  id: number;
  text: string;
}

/** The drag-and-drop id of an option, on the list or in a slot. */
export const dragId = (option: number) => `option-${option}`;
/** The DOM id of an option's button in the list of items to place. */
export const optionButtonId = (option: number) => `board-option-${option}`;
/** The drop target of the list of items to place (dragging an option there takes it out). */
export const POOL = 'pool';
/** The DOM id of the list's heading (the focus goes there when nothing is left to place). */
export const POOL_HEADING = 'board-pool-heading';
