import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTutorialFlag } from '../../../lib/auth/use-tutorial-flag';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useAfterHydration } from '../../../lib/use-after-hydration';

const ASPECTS = ['knowledge', 'resources', 'network'] as const;

/**
 * The Prep Checks welcome (spec §2): shown once, listing the three aspects of preparedness,
 * closed by Start (whose text stays English, as the spec says), which also starts the Prep Check
 * it leads to (`onStart`: the landing's up-next one). Closed otherwise (Escape), it only closes.
 * Then `PrepCheckWelcome` joins the profile's tutorials_shown (or this browser's storage for an
 * anonymous visitor).
 */
export function WelcomeDialog({ onStart }: { onStart?: () => void }) {
  const { t } = useTranslation('pages');
  const hydrated = useAfterHydration();
  const { shown, dismiss } = useTutorialFlag('PrepCheckWelcome', {
    area: 'local',
    key: STORAGE_KEYS.prepCheckWelcome,
  });
  const close = () => void dismiss().catch(() => undefined);
  const start = () => {
    close();
    onStart?.();
  };
  return (
    <Dialog open={hydrated && !shown} onClose={close} aria-labelledby="prep-check-welcome-title">
      <DialogTitle id="prep-check-welcome-title">{t('prepChecks.welcome.title')}</DialogTitle>
      <DialogContent>
        <Typography>{t('prepChecks.welcome.body')}</Typography>
        <ol>
          {ASPECTS.map((aspect) => (
            <li key={aspect}>
              <Typography>{t(`prepChecks.welcome.aspects.${aspect}`)}</Typography>
            </li>
          ))}
        </ol>
        <Typography>{t('prepChecks.welcome.after')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={start} sx={{ minHeight: 44, minWidth: 120 }}>
          Start
        </Button>
      </DialogActions>
    </Dialog>
  );
}
