import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pickText, type LanguageCode } from '@prepwell/contract';
import { paths } from '../../../config/paths';
import { useFirstInteraction } from '../../../lib/use-first-interaction';
import { useHazardPrepChecks } from '../api/get-prep-checks';

/**
 * The hazard's Prep Checks (prep-checks-by-hazard), below its guidance: each with a link to take
 * it. Asked once the reader starts using the page (it is below the guidance, never the first
 * thing read); nothing shows when the hazard has none or they cannot be loaded.
 */
export function HazardPrepChecks({
  hazardId,
  slug,
  lang,
}: {
  hazardId: number;
  slug: string;
  lang: LanguageCode;
}) {
  const { t } = useTranslation('hazards');
  const checks = useHazardPrepChecks(hazardId, lang, useFirstInteraction());
  if (!checks.data?.length) return null;
  const from = encodeURIComponent(paths.hazard.href(slug));
  return (
    <Box component="section" aria-labelledby="hazard-prep-checks-title" sx={{ mt: 4 }}>
      <Typography id="hazard-prep-checks-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('prepChecks.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {checks.data.map((check) => {
          const title = pickText(check.title, lang);
          return (
            <Paper
              component="li"
              variant="outlined"
              key={check.id}
              sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Box component="img" src={check.light_icon.src} alt="" width={40} height={40} />
              <Typography sx={{ flex: 1, minWidth: 160, fontWeight: 600 }}>{title}</Typography>
              <Button
                component={RouterLink}
                to={`${paths.prepCheck.href(check.id)}?from=${from}`}
                variant="outlined"
                aria-label={t('prepChecks.takeNamed', { title })}
                sx={{ minHeight: 44 }}
              >
                {t('prepChecks.take')}
              </Button>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
