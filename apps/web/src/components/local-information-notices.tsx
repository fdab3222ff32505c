import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import type { Notice } from './local-information-switch';

/**
 * The local-information switch's two overlays (ADR 017), in a chunk of their own: the first-time
 * intro floating under the switch, and the popover that explains a hazard with nothing local or a
 * refused location.
 */
export function LocalIntro({
  anchor,
  textId,
  onDone,
}: {
  anchor: HTMLElement | null;
  textId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('hazards');
  return (
    <Popper
      open
      anchorEl={anchor}
      placement="bottom-start"
      // In the page right after the switch, so it is next in reading and tab order.
      disablePortal
      sx={{ zIndex: (theme) => theme.zIndex.tooltip, maxWidth: 'min(340px, calc(100vw - 32px))' }}
    >
      <Paper elevation={6} sx={{ p: 2, mt: 1, borderTop: '4px solid', borderColor: 'primary.main' }}>
        <Typography id={textId} variant="body2" sx={{ mb: 1.5 }}>
          {t('local.intro')}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" size="small" onClick={onDone}>
            {t('local.done')}
          </Button>
        </Box>
      </Paper>
    </Popper>
  );
}

interface LocalNoticeProps {
  anchor: HTMLElement | null;
  notice: Notice;
  dontShowAgain: boolean;
  onDontShowAgain: (value: boolean) => void;
  onClose: () => void;
}

export function LocalNotice({ anchor, notice, dontShowAgain, onDontShowAgain, onClose }: LocalNoticeProps) {
  const { t } = useTranslation('hazards');
  const id = useId();
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': `${id}-title`,
          'aria-describedby': `${id}-text`,
          sx: { p: 2, maxWidth: 360 },
        },
      }}
    >
      <Typography id={`${id}-title`} component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1 }}>
        {t(notice === 'denied' ? 'local.deniedTitle' : 'local.noneTitle')}
      </Typography>
      <Typography id={`${id}-text`} variant="body2" sx={{ mb: 1 }}>
        {t(notice === 'denied' ? 'local.denied' : 'local.none')}
      </Typography>
      {notice === 'none' && (
        <FormControlLabel
          control={
            <Checkbox checked={dontShowAgain} onChange={(event) => onDontShowAgain(event.target.checked)} />
          }
          label={t('local.dontShowAgain')}
        />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" size="small" onClick={onClose}>
          {t('local.ok')}
        </Button>
      </Box>
    </Popover>
  );
}
