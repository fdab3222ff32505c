import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { SavedPlace } from '@prepwell/contract';
import { paths } from '../../../config/paths';
import type { Notice } from './local-information-switch';

/**
 * The local-information switch's two overlays (ADR 017), in a chunk of their own: the first-time
 * intro floating under the switch, and the popover that explains a hazard with nothing local or a
 * refused location.
 */
/**
 * The first-time intro to the switch: a note in the page's flow right below it (next in reading
 * and tab order), so it pushes the page down instead of covering the stage tabs, the guide or a
 * menu (issue 22, ADR 025).
 */
export function LocalIntro({ textId, onDone }: { textId: string; onDone: () => void }) {
  const { t } = useTranslation('hazards');
  return (
    <Paper
      variant="outlined"
      data-testid="local-intro"
      sx={{ p: 2, mt: 1, maxWidth: 480, borderTop: '4px solid', borderTopColor: 'primary.main' }}
    >
      <Typography id={textId} variant="body2" sx={{ mb: 1.5 }}>
        {t('local.intro')}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" size="small" onClick={onDone}>
          {t('local.done')}
        </Button>
      </Box>
    </Paper>
  );
}

interface LocalNoticeProps {
  /** The switch the popover points at (read when it opens). */
  anchor: () => HTMLElement | null;
  notice: Notice;
  dontShowAgain: boolean;
  onDontShowAgain: (value: boolean) => void;
  /** The reader's saved places: a refused location offers them instead (ADR 034). */
  places: readonly SavedPlace[];
  onChoosePlace: (place: SavedPlace) => void;
  onClose: () => void;
}

export function LocalNotice({
  anchor,
  notice,
  dontShowAgain,
  onDontShowAgain,
  places,
  onChoosePlace,
  onClose,
}: LocalNoticeProps) {
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
      {notice === 'denied' && places.length > 0 && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('local.deniedPlaces')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            {places.map((place) => (
              <Button key={place.id} variant="outlined" size="small" onClick={() => onChoosePlace(place)}>
                {t('local.usePlace', { name: place.name })}
              </Button>
            ))}
          </Box>
        </>
      )}
      {notice === 'denied' && places.length === 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('local.deniedNoPlaces')}{' '}
          <Link component={RouterLink} to={`${paths.alerts.href()}?add=place`}>
            {t('local.savePlace')}
          </Link>
        </Typography>
      )}
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
