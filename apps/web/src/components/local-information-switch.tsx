import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Popper from '@mui/material/Popper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { logEvent } from '../lib/analytics';
import { useTutorialFlag } from '../lib/auth/use-tutorial-flag';
import { useAfterHydration } from '../lib/use-after-hydration';
import { setLocalInformation, useLocalInformation } from '../lib/location/location';
import { STORAGE_KEYS } from '../lib/storage';
import { useToast } from './toast';

interface LocalInformationSwitchProps {
  /**
   * The hazard on screen has no local information for the reader's point: the switch shows off
   * here (the stored choice stays on for other hazards) and the popover says why.
   */
  noLocalContent?: boolean;
}

type Notice = 'none' | 'denied';

/**
 * "Show Local Information" (spec §2, §3, §4): on asks the browser for the position (rounded to
 * about 1 km). A refusal turns it off and the popover says how to allow it; a failure turns it
 * off with a message. A first-time intro points at it until Done; on a hazard with no local
 * information for the reader the popover explains, unless "do not show again" was chosen.
 */
export function LocalInformationSwitch({ noLocalContent = false }: LocalInformationSwitchProps) {
  const { t } = useTranslation('hazards');
  const toast = useToast();
  const { on, status } = useLocalInformation();
  const [anchor, setAnchor] = useState<HTMLLabelElement | null>(null);
  const introId = useId();
  const noticeId = useId();
  const hydrated = useAfterHydration();
  const intro = useTutorialFlag('LocalContentIntro', { area: 'local', key: STORAGE_KEYS.localContentIntro });
  const autoNotice = useTutorialFlag('NoLocalContentNotice', {
    area: 'local',
    key: STORAGE_KEYS.disableAutoShowNoLocalContent,
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  // The reader turned the switch on here: the no-local notice then shows even if auto-show is off.
  const [askedHere, setAskedHere] = useState(false);

  // A refusal opens the popover with its own text; a failure says so in a message.
  const [seenStatus, setSeenStatus] = useState(status);
  if (status !== seenStatus) {
    setSeenStatus(status);
    if (status === 'denied') setNotice('denied');
  }
  const previous = useRef(status);
  useEffect(() => {
    if (status === 'failed' && previous.current !== 'failed') toast(t('local.failed'), 'error');
    previous.current = status;
  }, [status, t, toast]);

  const noneHere = on && status === 'ready' && noLocalContent;
  const [seenNone, setSeenNone] = useState(noneHere);
  if (noneHere !== seenNone) {
    setSeenNone(noneHere);
    if (noneHere && (askedHere || !autoNotice.shown)) setNotice('none');
    if (noneHere) setAskedHere(false);
  }

  const closeNotice = () => {
    if (notice === 'none' && dontShowAgain) {
      // A failed profile save still keeps the choice in this browser (useTutorialFlag).
      autoNotice.dismiss().catch(() => toast(t('local.saveFailed'), 'warning'));
    }
    setNotice(null);
  };

  const showIntro = hydrated && !intro.shown && notice === null;
  return (
    <>
      <FormControlLabel
        ref={setAnchor}
        control={
          <Switch
            checked={on && !noneHere}
            onChange={(event) => {
              const next = event.target.checked;
              logEvent('CLICK_LOCAL_CONTENT_SWITCH', { on: next });
              if (next && noneHere) {
                setNotice('none');
                return;
              }
              setAskedHere(next);
              setLocalInformation(next);
            }}
            slotProps={{ input: { 'aria-describedby': showIntro ? introId : undefined } }}
          />
        }
        label={t('local.switch')}
        sx={{ mr: 0 }}
      />
      <Popper
        open={showIntro}
        anchorEl={anchor}
        placement="bottom-start"
        // In the page right after the switch, so it is next in reading and tab order.
        disablePortal
        sx={{ zIndex: (theme) => theme.zIndex.tooltip, maxWidth: 'min(340px, calc(100vw - 32px))' }}
      >
        <Paper elevation={6} sx={{ p: 2, mt: 1, borderTop: '4px solid', borderColor: 'primary.main' }}>
          <Typography id={introId} variant="body2" sx={{ mb: 1.5 }}>
            {t('local.intro')}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              size="small"
              onClick={() => void intro.dismiss().catch(() => toast(t('local.saveFailed'), 'warning'))}
            >
              {t('local.done')}
            </Button>
          </Box>
        </Paper>
      </Popper>
      <Popover
        open={notice !== null}
        anchorEl={anchor}
        onClose={closeNotice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': `${noticeId}-title`,
            'aria-describedby': `${noticeId}-text`,
            sx: { p: 2, maxWidth: 360 },
          },
        }}
      >
        <Typography id={`${noticeId}-title`} component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1 }}>
          {t(notice === 'denied' ? 'local.deniedTitle' : 'local.noneTitle')}
        </Typography>
        <Typography id={`${noticeId}-text`} variant="body2" sx={{ mb: 1 }}>
          {t(notice === 'denied' ? 'local.denied' : 'local.none')}
        </Typography>
        {notice === 'none' && (
          <FormControlLabel
            control={
              <Checkbox
                checked={dontShowAgain}
                onChange={(event) => setDontShowAgain(event.target.checked)}
              />
            }
            label={t('local.dontShowAgain')}
          />
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" size="small" onClick={closeNotice}>
            {t('local.ok')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
