import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTutorialFlag } from '../../../lib/auth/use-tutorial-flag';
import { rememberWelcomeSeen, useSeenAtRender } from '../../../lib/seen-at-render';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useAfterHydration } from '../../../lib/use-after-hydration';

const ASPECTS = ['knowledge', 'resources', 'network'] as const;

/**
 * The Prep Checks welcome (spec §2): shown once, listing the three aspects of preparedness,
 * closed by Start (whose text stays English, as the spec says), which also starts the Prep Check
 * it leads to (`onStart`: the landing's up-next one). Closed otherwise (Escape), it only closes.
 * Then `PrepCheckWelcome` joins the profile's tutorials_shown (or this browser's storage for an
 * anonymous visitor), and a cookie tells the server.
 *
 * The server renders it open for a visitor without that cookie (RenderInput.seen), in place (no
 * portal) and without its fade, so it is in the first paint: it does not cover the page once the
 * scripts have run, seconds later on a slow phone (ADR 033). Until hydration is over it is exactly
 * what the server sent; then storage and the profile may close it (seen before the cookie
 * existed, or on another device), and the cookie is set for next time. Without scripts it cannot
 * be closed, so it is not shown (`needs-script`).
 */
export function WelcomeDialog({ onStart }: { onStart?: () => void }) {
  const { t } = useTranslation('pages');
  const seenAtRender = useSeenAtRender().prepCheckWelcome;
  const hydrated = useAfterHydration();
  const { shown, dismiss } = useTutorialFlag('PrepCheckWelcome', {
    area: 'local',
    key: STORAGE_KEYS.prepCheckWelcome,
  });
  useEffect(() => {
    if (shown) rememberWelcomeSeen();
  }, [shown]);
  // Closing marks it shown, and the effect above sets the cookie.
  const close = () => void dismiss().catch(() => undefined);
  const start = () => {
    close();
    onStart?.();
  };
  return (
    <Dialog
      open={!seenAtRender && !(hydrated && shown)}
      onClose={close}
      aria-labelledby="prep-check-welcome-title"
      className="needs-script"
      disablePortal
      slotProps={{ transition: { appear: false }, backdrop: { appear: false } }}
    >
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
        {/* English in every language (the spec's word): marked so, a screen reader says it in English. */}
        <Button variant="contained" onClick={start} lang="en" sx={{ minHeight: 44, minWidth: 120 }}>
          Start
        </Button>
      </DialogActions>
    </Dialog>
  );
}
