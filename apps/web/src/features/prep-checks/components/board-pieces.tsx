import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { POOL, POOL_HEADING, dragId, type BoardOption, type BoardSlot } from './board-model';

/** The board's parts on screen: the list of items to place, an option on it, and a slot. */

/** A picked-up option's background: light enough for body text (AA). */
export const SELECTED_BG = '#dbe8f6';

export const chipSx = {
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

/** The options still to place: also where a placed one is dragged to take it out. */
export function Pool({ empty, children }: { empty: boolean; children: ReactNode }) {
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

/** An option still to place: picked up by a tap, Enter or Space, or dragged. */
export function OptionButton({
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

/** A place on the board: empty, or holding an option (which can be dragged away or cleared). */
export function SlotRow({ slot, text, selected, awaiting, onChoose, onClear }: SlotRowProps) {
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
