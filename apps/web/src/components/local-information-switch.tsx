import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { setLocalInformation, useLocalInformation } from '../lib/location/location';
import { useToast } from './toast';

/**
 * "Show Local Information" (spec §3): on asks the browser for the position (rounded to about
 * 1 km); a refusal or a failure turns it off again and says why.
 */
export function LocalInformationSwitch() {
  const { t } = useTranslation('hazards');
  const toast = useToast();
  const { on, status } = useLocalInformation();
  const previous = useRef(status);
  useEffect(() => {
    if (status !== previous.current) {
      if (status === 'denied') toast(t('local.denied'), 'warning');
      if (status === 'failed') toast(t('local.failed'), 'error');
    }
    previous.current = status;
  }, [status, t, toast]);
  return (
    <FormControlLabel
      control={<Switch checked={on} onChange={(event) => setLocalInformation(event.target.checked)} />}
      label={t('local.switch')}
      sx={{ mr: 0 }}
    />
  );
}
