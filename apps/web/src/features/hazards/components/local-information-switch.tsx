import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { logEvent } from '../../../lib/analytics';
import { useTutorialFlag } from '../../../lib/auth/use-tutorial-flag';
import { useAfterHydration } from '../../../lib/use-after-hydration';
import { useFirstInteraction } from '../../../lib/use-first-interaction';
import {
  setLocalInformation,
  setLocalPlace,
  syncLocalPlace,
  takeFailureNotice,
  useLocalInformation,
} from '../../../lib/location/location';
import { usePlaces } from '../../../lib/places/use-places';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useToast } from '../../../components/toast';

interface LocalInformationSwitchProps {
  /**
   * The hazard on screen has no local information for the reader's point: the switch shows off
   * here (the stored choice stays on for other hazards) and the popover says why.
   */
  noLocalContent?: boolean;
  /**
   * Whether the first-time intro may show here (default true). The hazard page says no in its
   * React stage, where a person needs the instructions, not a feature tour (ADR 025).
   */
  intro?: boolean;
}

export type Notice = 'none' | 'denied';

const LocalIntro = lazy(() => import('./local-information-notices').then((m) => ({ default: m.LocalIntro })));
const LocalNotice = lazy(() =>
  import('./local-information-notices').then((m) => ({ default: m.LocalNotice })),
);
const LocalPlacePicker = lazy(() =>
  import('./local-place-picker').then((m) => ({ default: m.LocalPlacePicker })),
);

/**
 * "Show Local Information" (spec §2, §3, §4): on asks the browser for the position (rounded to
 * about 1 km). A refusal turns it off and the popover says how to allow it; a failure turns it
 * off with a message. A first-time intro points at it until Done; on a hazard with no local
 * information for the reader the popover explains, unless "do not show again" was chosen.
 * Someone with saved places picks which one local information is for, or their own position;
 * a refused location offers those places (ADR 034).
 */
export function LocalInformationSwitch({
  noLocalContent = false,
  intro: introAllowed = true,
}: LocalInformationSwitchProps) {
  const { t } = useTranslation('hazards');
  const toast = useToast();
  const { on, status, place } = useLocalInformation();
  const saved = usePlaces();
  useEffect(() => {
    if (saved.ready) syncLocalPlace(saved.places);
  }, [saved.ready, saved.places]);
  // A ref, not state: a callback ref that sets state made React render the switch again,
  // synchronously, in the middle of hydration's commit (ADR 033).
  const anchor = useRef<HTMLLabelElement>(null);
  const introId = useId();
  const hydrated = useAfterHydration();
  const interacted = useFirstInteraction();
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
  // Told once per failure, also when this switch mounts after it (the page was still loading).
  useEffect(() => {
    if (status === 'failed' && takeFailureNotice()) toast(t('local.failed'), 'error');
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

  // After hydration (only the browser knows it was dismissed) and the reader's first tap, key or
  // scroll (before, it would be the page's largest paint on a slow phone: ADR 017).
  // It is shown in the page's flow below the switch, never over the tabs or a menu, and never
  // once local information is on (turning the switch on also dismisses it for good).
  const showIntro = introAllowed && hydrated && interacted && !intro.shown && !on && notice === null;
  const dismissIntro = () => void intro.dismiss().catch(() => toast(t('local.saveFailed'), 'warning'));
  const places = saved.ready ? saved.places : [];
  const choosePlace = (chosen: (typeof places)[number] | null) => {
    logEvent('CLICK_LOCAL_CONTENT_SWITCH', { on: true });
    setNotice(null);
    setAskedHere(true);
    setLocalPlace(chosen);
    if (!intro.shown) dismissIntro();
  };
  return (
    <>
      <Box
        component="span"
        sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}
      >
        <FormControlLabel
          ref={anchor}
          className="needs-script"
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
                if (next && !intro.shown) dismissIntro();
              }}
              slotProps={{ input: { 'aria-describedby': showIntro ? introId : undefined } }}
            />
          }
          label={t('local.switch')}
          sx={{ mr: 0 }}
        />
        {/* Loaded when first needed: none shows in the server's page nor while it hydrates. */}
        {places.length > 0 && (
          <Suspense fallback={null}>
            <LocalPlacePicker places={places} chosen={place?.id ?? null} onChoose={choosePlace} />
          </Suspense>
        )}
      </Box>
      {(showIntro || notice !== null) && (
        <Suspense fallback={null}>
          {showIntro && <LocalIntro textId={introId} onDone={dismissIntro} />}
          {notice !== null && (
            <LocalNotice
              anchor={() => anchor.current}
              notice={notice}
              places={places}
              onChoosePlace={choosePlace}
              dontShowAgain={dontShowAgain}
              onDontShowAgain={setDontShowAgain}
              onClose={closeNotice}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
