import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Page } from '../../components/page';

const SECTIONS = ['guide', 'prepChecks', 'scoring', 'support', 'local', 'sources'] as const;

/** The scoring section's two short lists (ADR 021 in plain words), under `aboutPrepwell.scoring`. */
const SCORING_LISTS = {
  questions: ['checkboxes', 'ranking', 'grid'],
  results: ['saved', 'average', 'ratings', 'badges', 'journey', 'retakes'],
} as const;

/** How Prep Checks are scored: an intro, then each list under its own h3. */
function ScoringSection() {
  const { t } = useTranslation('pages');
  return (
    <section aria-labelledby="about-scoring">
      <Typography variant="h2" id="about-scoring" sx={{ mt: 3, mb: 1 }}>
        {t('aboutPrepwell.scoring.title')}
      </Typography>
      <Typography>{t('aboutPrepwell.scoring.intro')}</Typography>
      {Object.entries(SCORING_LISTS).map(([list, items]) => (
        <Box key={list}>
          <Typography variant="h3" id={`about-scoring-${list}`} sx={{ mt: 2, mb: 0.5 }}>
            {t(`aboutPrepwell.scoring.${list}Title`)}
          </Typography>
          <Box component="ul" aria-labelledby={`about-scoring-${list}`} sx={{ pl: 3, my: 0 }}>
            {items.map((item) => (
              <Typography component="li" key={item} sx={{ mb: 0.5 }}>
                {t(`aboutPrepwell.scoring.${list}.${item}`)}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </section>
  );
}

/** The page explaining the product, linked from home. */
export function AboutPrepwellPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <Page heading={t('common:titles.aboutPrepwell')} maxWidth="md">
      <Typography sx={{ fontSize: '1.1rem', mb: 3 }}>{t('aboutPrepwell.lead')}</Typography>
      {SECTIONS.map((key) =>
        key === 'scoring' ? (
          <ScoringSection key={key} />
        ) : (
          <section key={key} aria-labelledby={`about-${key}`}>
            <Typography variant="h2" id={`about-${key}`} sx={{ mt: 3, mb: 1 }}>
              {t(`aboutPrepwell.${key}Title`)}
            </Typography>
            <Typography>{t(`aboutPrepwell.${key}Body`)}</Typography>
          </section>
        ),
      )}
    </Page>
  );
}
