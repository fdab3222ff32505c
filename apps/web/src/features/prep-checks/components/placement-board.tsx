import { DndContext, DragOverlay, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { optionButtonId, type BoardColumn, type BoardOption, type BoardSlot } from './board-model';
import { OptionButton, Pool, SlotRow, chipSx } from './board-pieces';
import { PlaceTray } from './place-tray';
import { usePlacementBoard } from './use-placement-board';

export type { BoardColumn, BoardOption, BoardSlot } from './board-model';

/** Each action answers what the live region says (or null when it did nothing). */
export interface PlacementBoardProps {
  /** Every option, in the (shuffled) order the unplaced ones are listed. */
  options: BoardOption[];
  columns: BoardColumn[];
  /** Puts an option in a slot (replacing the one there). */
  onPlace: (option: number, slot: BoardSlot) => string | null;
  /** A placed option chosen, then another placed one: a reorder (ranking) or a swap (grid). */
  onRearrange: (option: number, onto: number, slot: BoardSlot) => string | null;
  onClear: (option: number, slot: BoardSlot) => string | null;
  /** The board's name (the question). */
  label: string;
}

/**
 * Ranking and grid questions' board (spec §4): the options still to place, and the slots. Three
 * ways to answer, each complete on its own:
 * - tap (or click) an option, then a slot; tap a placed option, then another, to rearrange;
 * - drag an option onto a slot, or back onto the list to take it out (after 5 px with a mouse;
 *   a touch holds a moment first, so a swipe still scrolls the page);
 * - the keyboard: every option and slot is a button (Enter or Space picks up and puts down,
 *   Escape puts back, each slot has a Clear), and each step is read out.
 * Below the `md` width the slots are far below the options (a grid's nine are some 1,000 px down
 * on a phone), so picking an option also opens a tray fixed to the bottom of the screen with a
 * button for every place: the place is chosen where the thumb is, without scrolling.
 */
export function PlacementBoard({
  options,
  columns,
  onPlace,
  onRearrange,
  onClear,
  label,
}: PlacementBoardProps) {
  const { t } = useTranslation('pages');
  const board = usePlacementBoard({ options, columns, onPlace, onRearrange, onClear });
  const theme = useTheme();
  // Only after a tap, so the server's page and the first render need no width.
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
  );

  return (
    <DndContext
      sensors={sensors}
      onDragStart={board.onDragStart}
      onDragEnd={board.onDragEnd}
      onDragCancel={board.onDragCancel}
      // Our own region says what happened, in the reader's language.
      accessibility={{
        announcements: {
          onDragStart: () => undefined,
          onDragOver: () => undefined,
          onDragEnd: () => undefined,
          onDragCancel: () => undefined,
        },
        screenReaderInstructions: { draggable: t('prepChecks.questionnaire.keyboardHint') },
      }}
    >
      <Box onKeyDown={board.onKeyDown} role="group" aria-label={label}>
        <Box sx={visuallyHidden} role="status" aria-live="polite" data-testid="board-announcement">
          {board.announcement}
        </Box>
        <Pool empty={board.unplaced.length === 0}>
          {board.unplaced.map((option) => (
            <OptionButton
              key={option.id}
              id={optionButtonId(option.id)}
              option={option}
              selected={board.selected === option.id}
              onClick={() => board.pick(option.id)}
            />
          ))}
        </Pool>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: `repeat(${columns.length}, minmax(0, 1fr))` },
          }}
        >
          {columns.map((column) => (
            <Box key={column.key} component="section" aria-label={column.heading}>
              {column.heading && (
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1 }}>
                  {column.heading}
                </Typography>
              )}
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {column.slots.map((slot) => (
                  <SlotRow
                    key={slot.key}
                    slot={slot}
                    text={slot.occupant === undefined ? '' : board.text(slot.occupant)}
                    selected={slot.occupant !== undefined && board.selected === slot.occupant}
                    awaiting={board.selected !== null}
                    onChoose={() => board.chooseSlot(slot)}
                    onClear={() => board.clear(slot)}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      {compact && board.selected !== null && (
        <PlaceTray
          item={board.text(board.selected)}
          selected={board.selected}
          columns={columns}
          textOf={board.text}
          onChoose={board.chooseFromTray}
          onCancel={board.cancelTray}
        />
      )}
      <DragOverlay dropAnimation={null}>
        {board.dragging !== null && (
          <Box sx={{ ...chipSx, bgcolor: 'background.paper', boxShadow: 6, cursor: 'grabbing' }}>
            {board.text(board.dragging)}
          </Box>
        )}
      </DragOverlay>
    </DndContext>
  );
}
