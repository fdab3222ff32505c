import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SpriteIcon } from '../../components/sprite-icon';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../components/page-title';
import { TextLink } from '../../components/text-link';
import { TellContactsPanel } from '../../components/tell-contacts-panel';
import { Call911Panel } from './call-911-panel';
import { PlanProgress } from './plan-progress';
import { TrendingSection } from './trending-section';

// The topic panels (nine icons) load after first paint, keeping the home route within budget.
const TopicPanels = lazy(async () => ({ default: (await import('./topic-panels')).TopicPanels }));

const PANELS = [
  { key: 'hazardGuide', to: paths.hazards.href() },
  { key: 'prepChecks', to: paths.prepChecks.href() },
  { key: 'plan', to: paths.plan.href() },
] as const;

/** Home; `alerts`: the alerts for the reader's places, under the heading (composed in src/app). */
export function HomePage({ alerts }: { alerts?: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('titles.home'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" id="page-heading" tabIndex={-1} sx={{ outline: 'none', maxWidth: 720 }}>
        {t('home.welcome')}
      </Typography>
      {alerts}
      <Typography sx={{ mt: 1.5, mb: 3, fontSize: '1.1rem', maxWidth: 720 }}>{t('home.intro')}</Typography>

      <Box
        component="aside"
        aria-labelledby="crisis-hint-title"
        sx={{ display: 'flex', gap: 1.5, mb: 4, p: 2, borderRadius: 2, bgcolor: '#e8f1fb', color: '#0b3a66' }}
      >
        <SpriteIcon name="crisisHint" sx={{ mt: 0.25 }} />
        <Box>
          <Typography
            component="h2"
            id="crisis-hint-title"
            sx={{ fontWeight: 700, fontSize: '1rem', mb: 0.5 }}
          >
            {t('home.crisisHint.title')}
          </Typography>
          <Typography component="p">
            {t('home.crisisHint.body')}{' '}
            <TextLink to={paths.emergencyHelp.href()} sx={{ fontWeight: 700, color: 'inherit' }}>
              {t('home.crisisHint.link')}
            </TextLink>
          </Typography>
        </Box>
      </Box>

      <TrendingSection />

      <Box
        component="section"
        aria-label={t('home.panels.label')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          gap: 2,
          mb: 4,
        }}
      >
        {PANELS.map(({ key, to }) => (
          <Paper
            key={key}
            variant="outlined"
            sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            <SpriteIcon name={key} size={40} sx={{ color: 'primary.main' }} />
            <Typography variant="h2">{t(`home.panels.${key}.title`)}</Typography>
            <Typography sx={{ flex: 1 }}>{t(`home.panels.${key}.body`)}</Typography>
            {key === 'plan' && <PlanProgress />}
            <Button component={RouterLink} to={to} variant="contained" sx={{ alignSelf: 'flex-start' }}>
              {t(`home.panels.${key}.cta`)}
            </Button>
          </Paper>
        ))}
      </Box>

      <TellContactsPanel />

      {/* The fallback keeps the panels' room, so the 911 panel does not jump when they arrive. */}
      <Suspense fallback={<Box sx={{ minHeight: { xs: 496, sm: 241 }, mb: 4 }} />}>
        <TopicPanels linkComponent={RouterLink} />
      </Suspense>

      <Call911Panel />

      <Box sx={{ mt: 4 }}>
        <TextLink to={paths.aboutPrepwell.href()} sx={{ fontSize: '1.05rem' }}>
          {t('home.explainLink')}
        </TextLink>
      </Box>
    </Container>
  );
}
