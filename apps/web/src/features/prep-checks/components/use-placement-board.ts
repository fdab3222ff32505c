import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { POOL, POOL_HEADING, optionButtonId, type BoardSlot } from './board-model';
import type { PlacementBoardProps } from './placement-board';

/**
 * What the board's taps, drags and keys do: the option picked up (or dragged), where it goes,
 * what the live region says, and where the focus goes next. The board only draws it.
 */
export function usePlacementBoard({
  options,
  columns,
  onPlace,
  onRearrange,
  onClear,
}: Omit<PlacementBoardProps, 'label'>) {
  const { t } = useTranslation('pages');
  const [selected, setSelected] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const text = (id: number) => options.find((o) => o.id === id)?.text ?? '';
  const slots = columns.flatMap((c) => c.slots);
  const placed = new Set(slots.flatMap((s) => (s.occupant === undefined ? [] : [s.occupant])));
  const unplaced = options.filter((o) => !placed.has(o.id));
  const say = (message: string | null) => {
    // The same words twice in a row are still read out: the region's text changes each time.
    if (message) setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));
  };

  const pick = (option: number) => {
    if (selected === option) {
      setSelected(null);
      say(t('prepChecks.questionnaire.announce.putBack', { item: text(option) }));
      return;
    }
    setSelected(option);
    say(t('prepChecks.questionnaire.announce.picked', { item: text(option) }));
  };

  /** An option (the one picked up, or dragged) goes to a slot. */
  const drop = (option: number, slot: BoardSlot) => {
    setSelected(null);
    if (slot.occupant === option) return;
    if (slot.occupant !== undefined && placed.has(option)) say(onRearrange(option, slot.occupant, slot));
    else say(onPlace(option, slot));
  };

  const chooseSlot = (slot: BoardSlot) => {
    if (selected === null) {
      if (slot.occupant === undefined) say(t('prepChecks.questionnaire.announce.pickFirst'));
      else pick(slot.occupant);
      return;
    }
    if (selected === slot.occupant) {
      pick(selected);
      return;
    }
    drop(selected, slot);
  };

  /**
   * The tray's choice: the option goes there (or, its own place chosen, is put back). The focus
   * stays where the reader was: on the next option still to place, or on the place a placed
   * option was picked from.
   */
  const chooseFromTray = (slot: BoardSlot) => {
    if (selected === null) return;
    const option = selected;
    const from = slots.find((s) => s.occupant === option);
    const at = unplaced.findIndex((o) => o.id === option);
    const rest = unplaced.filter((o) => o.id !== option);
    const next = rest[at] ?? rest[at - 1];
    chooseSlot(slot);
    requestAnimationFrame(() => {
      const target = from
        ? document.getElementById(`slot-${from.key}`)
        : document.getElementById(next ? optionButtonId(next.id) : POOL_HEADING);
      target?.focus();
    });
  };

  /** The tray's Cancel (or Escape): the option is put back and has the focus again. */
  const cancelTray = () => {
    if (selected === null) return;
    const option = selected;
    pick(option);
    requestAnimationFrame(() => {
      const from = slots.find((s) => s.occupant === option);
      document.getElementById(from ? `slot-${from.key}` : optionButtonId(option))?.focus();
    });
  };

  const clear = (slot: BoardSlot) => {
    if (slot.occupant === undefined) return;
    setSelected(null);
    say(onClear(slot.occupant, slot));
    // The Clear button goes with the option: focus stays on the slot.
    requestAnimationFrame(() => document.getElementById(`slot-${slot.key}`)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && selected !== null) {
      event.stopPropagation();
      pick(selected);
    }
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setDragging(Number(active.data.current?.option));
    setSelected(null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const option = Number(active.data.current?.option);
    if (!over) return;
    if (over.id === POOL) {
      const from = slots.find((s) => s.occupant === option);
      if (from) clear(from);
      return;
    }
    const slot = slots.find((s) => `slot-${s.key}` === over.id);
    if (slot) drop(option, slot);
  };

  return {
    selected,
    dragging,
    announcement,
    unplaced,
    text,
    pick,
    chooseSlot,
    chooseFromTray,
    cancelTray,
    clear,
    onKeyDown,
    onDragStart,
    onDragEnd,
    onDragCancel: () => setDragging(null),
  };
}
