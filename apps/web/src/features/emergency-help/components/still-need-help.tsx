import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import SmsIcon from '@mui/icons-material/Sms';
import { EMERGENCY_NUMBER, LIFELINE_NUMBER } from '@prepwell/contract';
import { smsHref, telHref } from '../lib/contact-links';

const ACTION = { minHeight: 48 } as const;

/**
 * The end of every search or filter result, and of a list that could not load (issue 22, ADR
 * 024): 911, the 988 Lifeline by call and text, and a way back to every line, so no query leaves
 * a person with nothing. The numbers are constants: they show even offline with nothing saved.
 */
export function StillNeedHelp({ onShowAll }: { onShowAll?: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <Paper
      component="section"
      aria-labelledby="still-need-help-title"
      variant="outlined"
      data-testid="still-need-help"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3, borderColor: 'error.main', borderWidth: 2 }}
    >
      <Typography
        id="still-need-help-title"
        component="h3"
        sx={{ fontWeight: 800, fontSize: '1.2rem', mb: 1 }}
      >
        {t('emergencyHelp.fallbackTitle')}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{t('emergencyHelp.fallback911')}</Typography>
      <Button
        variant="contained"
        color="error"
        href={telHref(EMERGENCY_NUMBER)}
        startIcon={<PhoneIcon />}
        sx={{ ...ACTION, mb: 2 }}
      >
        {t('emergencyHelp.call911Action')}
      </Button>
      <Typography sx={{ mb: 1.5 }}>{t('emergencyHelp.fallback988')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" href={telHref(LIFELINE_NUMBER)} startIcon={<PhoneIcon />} sx={ACTION}>
          {t('emergencyHelp.call', { number: LIFELINE_NUMBER })}
        </Button>
        <Button variant="outlined" href={smsHref(LIFELINE_NUMBER)} startIcon={<SmsIcon />} sx={ACTION}>
          {t('emergencyHelp.text', { number: LIFELINE_NUMBER })}
        </Button>
        {onShowAll && (
          <Button variant="text" onClick={onShowAll} sx={ACTION}>
            {t('emergencyHelp.showAll')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
