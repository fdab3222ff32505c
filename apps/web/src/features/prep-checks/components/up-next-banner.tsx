import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pickText, type LanguageCode, type PrepCheckSummary } from '@prepwell/contract';

/** "Up Next" with "Tap to Start" (spec §2): on the landing and on the completion screen. */
export function UpNextBanner({
  check,
  lang,
  onStart,
}: {
  check: PrepCheckSummary;
  lang: LanguageCode;
  onStart: () => void;
}) {
  const { t } = useTranslation('pages');
  const title = pickText(check.title, lang);
  return (
    <Paper
      component="section"
      aria-labelledby="up-next-title"
      variant="outlined"
      sx={{
        p: 2,
        mb: 3,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        bgcolor: '#eef4fb',
      }}
    >
      <Box component="img" src={check.light_icon.src} alt="" width={40} height={40} />
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Typography id="up-next-title" component="h2" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
          {t('prepChecks.upNext.label')}
        </Typography>
        <Typography sx={{ fontSize: '1.1rem' }}>{title}</Typography>
      </Box>
      <Button
        variant="contained"
        onClick={onStart}
        aria-label={t('prepChecks.upNext.tapToStartNamed', { title })}
        sx={{ minHeight: 44 }}
      >
        {t('prepChecks.upNext.tapToStart')}
      </Button>
    </Paper>
  );
}
