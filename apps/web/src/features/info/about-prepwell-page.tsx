import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { Page } from '../../components/page';

const SECTIONS = ['guide', 'prepChecks', 'support', 'local', 'sources'] as const;

/** The page explaining the product, linked from home. */
export function AboutPrepwellPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <Page heading={t('common:titles.aboutPrepwell')} maxWidth="md">
      <Typography sx={{ fontSize: '1.1rem', mb: 3 }}>{t('aboutPrepwell.lead')}</Typography>
      {SECTIONS.map((key) => (
        <section key={key} aria-labelledby={`about-${key}`}>
          <Typography variant="h2" id={`about-${key}`} sx={{ mt: 3, mb: 1 }}>
            {t(`aboutPrepwell.${key}Title`)}
          </Typography>
          <Typography>{t(`aboutPrepwell.${key}Body`)}</Typography>
        </section>
      ))}
    </Page>
  );
}
