import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BoardColumn, BoardSlot } from './board-model';
import { SELECTED_BG } from './board-pieces';

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
export function PlaceTray({ item, selected, columns, textOf, onChoose, onCancel }: PlaceTrayProps) {
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
