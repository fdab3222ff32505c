import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { visuallyHidden } from '@mui/utils';

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

const dragId = (option: number) => `option-${option}`;
/** The DOM id of an option's button in the list of items to place. */
const optionButtonId = (option: number) => `board-option-${option}`;
const POOL = 'pool';
const POOL_HEADING = 'board-pool-heading';

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
  const [selected, setSelected] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const theme = useTheme();
  // Only after a tap, so the server's page and the first render need no width.
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
  );

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

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
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
      <Box onKeyDown={onKeyDown} role="group" aria-label={label}>
        <Box sx={visuallyHidden} role="status" aria-live="polite" data-testid="board-announcement">
          {announcement}
        </Box>
        <Pool empty={unplaced.length === 0}>
          {unplaced.map((option) => (
            <OptionButton
              key={option.id}
              id={optionButtonId(option.id)}
              option={option}
              selected={selected === option.id}
              onClick={() => pick(option.id)}
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
                    text={slot.occupant === undefined ? '' : text(slot.occupant)}
                    selected={slot.occupant !== undefined && selected === slot.occupant}
                    awaiting={selected !== null}
                    onChoose={() => chooseSlot(slot)}
                    onClear={() => clear(slot)}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      {compact && selected !== null && (
        <PlaceTray
          item={text(selected)}
          selected={selected}
          columns={columns}
          textOf={text}
          onChoose={chooseFromTray}
          onCancel={cancelTray}
        />
      )}
      <DragOverlay dropAnimation={null}>
        {dragging !== null && (
          <Box sx={{ ...chipSx, bgcolor: 'background.paper', boxShadow: 6, cursor: 'grabbing' }}>
            {text(dragging)}
          </Box>
        )}
      </DragOverlay>
    </DndContext>
  );
}

/** A picked-up option's background: light enough for body text (AA). */
const SELECTED_BG = '#dbe8f6';

const chipSx = {
  minHeight: 48,
  px: 2,
  py: 1,
  display: 'flex',
  alignItems: 'center',
  border: 2,
  borderColor: 'primary.main',
  borderRadius: 2,
  fontSize: '1rem',
  textAlign: 'start',
  lineHeight: 1.35,
} as const;

function Pool({ empty, children }: { empty: boolean; children: ReactNode }) {
  const { t } = useTranslation('pages');
  const { setNodeRef, isOver } = useDroppable({ id: POOL });
  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-labelledby="board-pool-heading"
      sx={{
        mb: 3,
        p: 1.5,
        borderRadius: 2,
        bgcolor: isOver ? 'action.hover' : 'grey.50',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        id={POOL_HEADING}
        component="h3"
        tabIndex={-1}
        sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1, outline: 'none' }}
      >
        {t('prepChecks.questionnaire.itemsToPlace')}
      </Typography>
      {empty ? (
        <Typography color="text.secondary">{t('prepChecks.questionnaire.noneLeft')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {children}
        </Box>
      )}
    </Box>
  );
}

function OptionButton({
  id,
  option,
  selected,
  onClick,
}: {
  id: string;
  option: BoardOption;
  selected: boolean;
  onClick: () => void;
}) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: dragId(option.id),
    data: { option: option.id },
  });
  return (
    <li>
      <Box
        component="button"
        type="button"
        id={id}
        ref={setNodeRef}
        {...listeners}
        onClick={onClick}
        aria-pressed={selected}
        sx={{
          ...chipSx,
          width: '100%',
          font: 'inherit',
          color: 'text.primary',
          cursor: 'grab',
          bgcolor: selected ? SELECTED_BG : 'background.paper',
          borderStyle: 'solid',
          borderColor: selected ? 'primary.dark' : 'primary.main',
          opacity: isDragging ? 0.4 : 1,
          outlineOffset: 2,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark' },
        }}
      >
        {option.text}
      </Box>
    </li>
  );
}

interface SlotRowProps {
  slot: BoardSlot;
  text: string;
  selected: boolean;
  /** An option is picked up: every slot takes it. */
  awaiting: boolean;
  onChoose: () => void;
  onClear: () => void;
}

function SlotRow({ slot, text, selected, awaiting, onChoose, onClear }: SlotRowProps) {
  const { t } = useTranslation('pages');
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: `slot-${slot.key}` });
  const occupied = slot.occupant !== undefined;
  const {
    setNodeRef: dragRef,
    listeners,
    isDragging,
  } = useDraggable({
    id: occupied ? dragId(slot.occupant as number) : `empty-${slot.key}`,
    data: { option: slot.occupant },
    disabled: !occupied,
  });
  const name = occupied
    ? t('prepChecks.questionnaire.slotFilled', { slot: slot.name, item: text })
    : t('prepChecks.questionnaire.slotEmpty', { slot: slot.name });
  return (
    <Box component="li" ref={dropRef} sx={{ display: 'flex', alignItems: 'stretch', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          minWidth: 36,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 800,
          fontSize: '1.1rem',
          color: 'primary.dark',
        }}
      >
        {slot.number}
      </Box>
      <Box
        component="button"
        type="button"
        id={`slot-${slot.key}`}
        ref={dragRef}
        {...(occupied ? listeners : {})}
        onClick={onChoose}
        aria-label={name}
        aria-pressed={occupied ? selected : undefined}
        sx={{
          ...chipSx,
          flex: 1,
          minWidth: 0,
          font: 'inherit',
          color: occupied ? 'text.primary' : 'text.secondary',
          cursor: occupied ? 'grab' : awaiting ? 'pointer' : 'default',
          borderStyle: occupied ? 'solid' : 'dashed',
          borderColor: selected ? 'primary.dark' : isOver || awaiting ? 'primary.main' : 'grey.500',
          bgcolor: selected
            ? SELECTED_BG
            : isOver
              ? 'action.hover'
              : occupied
                ? 'background.paper'
                : 'grey.50',
          opacity: isDragging ? 0.4 : 1,
          outlineOffset: 2,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark' },
        }}
      >
        {occupied ? text : t('prepChecks.questionnaire.emptySlot')}
      </Box>
      {occupied && (
        <IconButton
          onClick={onClear}
          aria-label={t('prepChecks.questionnaire.clearNamed', { item: text, slot: slot.name })}
          sx={{ width: 48, height: 48, alignSelf: 'center' }}
        >
          <CloseIcon />
        </IconButton>
      )}
    </Box>
  );
}

interface PlaceTrayProps {
  /** The picked option's text. */
  item: string;
  selected: number;
  columns: BoardColumn[];
  textOf: (option: number) => string;
  onChoose: (slot: BoardSlot) => void;
  onCancel: () => void;
}

/**
 * Phones and narrow windows: where the picked option can go, fixed to the bottom of the screen,
 * one button per place (each named as on the board) and Cancel. Not modal: the rest of the page
 * still answers (another option can be picked instead). The focus moves into it when it opens;
 * Escape or Cancel closes it and the board gives the focus back.
 */
function PlaceTray({ item, selected, columns, textOf, onChoose, onCancel }: PlaceTrayProps) {
  const { t } = useTranslation('pages');
  const ref = useRef<HTMLDivElement>(null);
  const grid = columns.length > 1;
  // A new option picked: the focus goes to its first free place (or the first place).
  useEffect(() => {
    const tray = ref.current;
    const first =
      tray?.querySelector<HTMLElement>('[data-free="true"]') ??
      tray?.querySelector<HTMLElement>('[data-place]');
    first?.focus({ preventScroll: true });
  }, [selected]);
  return (
    <Paper
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby="place-tray-title"
      data-testid="place-tray"
      elevation={12}
      square
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        // Above the app bar, below dialogs and messages.
        zIndex: (theme) => theme.zIndex.drawer,
        maxHeight: '60vh',
        overflowY: 'auto',
        px: 2,
        pt: 1.5,
        pb: 'calc(12px + env(safe-area-inset-bottom, 0px))',
        borderTop: 3,
        borderColor: 'primary.main',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography
          id="place-tray-title"
          component="h2"
          sx={{ flex: 1, minWidth: 0, fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
        >
          {t('prepChecks.questionnaire.tray.title', { item })}
        </Typography>
        <Button onClick={onCancel} sx={{ minHeight: 44, flexShrink: 0 }}>
          {t('prepChecks.questionnaire.tray.cancel')}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))`,
        }}
      >
        {columns.map((column) => (
          <Box key={column.key} role={grid ? 'group' : undefined} aria-label={column.heading}>
            {column.heading && (
              <Typography aria-hidden sx={{ fontWeight: 700, fontSize: '0.95rem', mb: 0.5 }}>
                {column.heading}
              </Typography>
            )}
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: grid ? '1fr' : 'repeat(auto-fill, minmax(64px, 1fr))',
              }}
            >
              {column.slots.map((slot) => {
                const occupied = slot.occupant !== undefined;
                const here = slot.occupant === selected;
                const occupant = occupied ? textOf(slot.occupant as number) : '';
                return (
                  <Button
                    key={slot.key}
                    data-place={slot.key}
                    data-free={occupied ? undefined : 'true'}
                    variant={occupied ? 'outlined' : 'contained'}
                    disableElevation
                    onClick={() => onChoose(slot)}
                    aria-label={
                      occupied
                        ? t('prepChecks.questionnaire.slotFilled', { slot: slot.name, item: occupant })
                        : t('prepChecks.questionnaire.slotEmpty', { slot: slot.name })
                    }
                    aria-current={here ? 'true' : undefined}
                    sx={{
                      minHeight: 48,
                      px: 1,
                      py: 0.5,
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'stretch',
                      textTransform: 'none',
                      lineHeight: 1.2,
                      bgcolor: here ? SELECTED_BG : undefined,
                    }}
                  >
                    <Box component="span" sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
                      {slot.number}
                    </Box>
                    <Box
                      component="span"
                      sx={{
                        fontSize: '0.8rem',
                        whiteSpace: 'nowrap',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                      }}
                    >
                      {occupied ? occupant : t('prepChecks.questionnaire.emptySlot')}
                    </Box>
                  </Button>
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
