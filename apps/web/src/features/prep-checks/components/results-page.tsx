import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { pickText, type PlanSection, type Rating } from '@prepwell/contract';
import { BlockMarkdown } from '../../../components/markdown';
import { usePageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { usePrepCheckResult } from '../api/get-prep-check-result';
import { backPath, useBackToListOnError, usePrepCheckRoute } from '../lib/use-prep-check-route';
import { RetakeButton } from './retake-button';
import { timeAgo } from '../../../lib/time-ago';

/** Spec §4: Low coral, Medium orange, High green (with text dark or light enough to read on each). */
export const RATING_COLORS: Record<Rating, { bg: string; fg: string }> = {
  LOW: { bg: '#f4a08f', fg: '#3b0d04' },
  MEDIUM: { bg: '#f5a524', fg: '#2b1800' },
  HIGH: { bg: '#2e7d32', fg: '#ffffff' },
};

/**
 * `/prep-checks/{id}/results` (spec §2): the score, the badge's name as the preparedness level,
 * when it was updated, and each question with its rating, preview and breakdown; Back and Retake.
 * A result that cannot be loaded sends the reader back to the list (history replaced).
 */
export function ResultsPage() {
  const { t } = useTranslation(['pages', 'common']);
  usePageTitle(t('common:titles.prepCheckResults'));
  const { id, lang, signedIn, anonymous } = usePrepCheckRoute();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const result = usePrepCheckResult(id, lang, signedIn);
  useBackToListOnError(result.isError ? 'prepChecks.errors.results' : null);

  if (anonymous) return <Navigate to={paths.prepChecks.href()} replace />;
  const back = backPath(search.get('from'));

  const data = result.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" id="page-heading" tabIndex={-1} sx={{ outline: 'none', mb: 2 }}>
        {t('common:titles.prepCheckResults')}
      </Typography>
      {!data ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
          <CircularProgress size="1.5rem" aria-hidden />
          <Typography>{t('prepChecks.results.loading')}</Typography>
        </Box>
      ) : (
        <>
          <Box
            component="section"
            aria-labelledby="result-title"
            sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}
          >
            <Box component="img" src={data.badge.icon.src} alt="" width={88} height={88} />
            <Box sx={{ flex: 1, minWidth: 220 }}>
              <Typography id="result-title" component="h2" sx={{ fontWeight: 700, fontSize: '1.35rem' }}>
                {pickText(data.prepCheckTitle, lang)}
              </Typography>
              <Typography sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 }}>
                {t('prepChecks.results.score', { percent: Math.round(data.score * 100) })}
              </Typography>
              <Typography>
                {t('prepChecks.results.level', { level: pickText(data.badgeName, lang) })}
              </Typography>
              <Typography color="text.secondary">
                {t('prepChecks.results.updated', { when: timeAgo(data.dateLastUpdated, lang) })}
              </Typography>
            </Box>
          </Box>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.2rem', mb: 1 }}>
            {t('prepChecks.results.byQuestion')}
          </Typography>
          <Box sx={{ mb: 3 }}>
            {(data.questions ?? []).map((question) => {
              const rating = RATING_COLORS[question.component_rating];
              return (
                <Accordion key={question.question_id} disableGutters variant="outlined">
                  <AccordionSummary
                    expandIcon={<ExpandMoreIcon />}
                    aria-controls={`result-${question.question_id}-details`}
                    id={`result-${question.question_id}-summary`}
                    sx={{ minHeight: 56 }}
                  >
                    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', width: '100%' }}>
                      <Box component="img" src={question.question_image.src} alt="" width={36} height={36} />
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography component="h3" sx={{ fontWeight: 700 }}>
                          {pickText(question.question_name, lang)}
                        </Typography>
                        <Typography color="text.secondary" sx={{ fontSize: '0.95rem' }}>
                          {pickText(question.result_preview_text, lang)}
                        </Typography>
                      </Box>
                      <Box
                        component="span"
                        sx={{
                          bgcolor: rating.bg,
                          color: rating.fg,
                          borderRadius: 4,
                          px: 1.25,
                          py: 0.25,
                          fontWeight: 700,
                          fontSize: '0.85rem',
                          whiteSpace: 'nowrap',
                          alignSelf: 'center',
                        }}
                      >
                        {t(`prepChecks.results.rating.${question.component_rating}`)}
                      </Box>
                    </Box>
                  </AccordionSummary>
                  <AccordionDetails id={`result-${question.question_id}-details`}>
                    <BlockMarkdown>{pickText(question.breakdown_text, lang)}</BlockMarkdown>
                    <PlanLinks sections={question.plan_sections} />
                  </AccordionDetails>
                </Accordion>
              );
            })}
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => void navigate(back)} sx={{ minHeight: 44 }}>
              {t('prepChecks.results.back')}
            </Button>
            <RetakeButton id={id} from={paths.prepChecks.href()} variant="contained" />
          </Box>
        </>
      )}
    </Container>
  );
}

/** A question linked to My Emergency Plan: the sections to fill in for what the plan lacks. */
function PlanLinks({ sections }: { sections: readonly PlanSection[] }) {
  const { t } = useTranslation('pages');
  if (sections.length === 0) return null;
  return (
    <Box
      component="aside"
      aria-label={t('prepChecks.results.planTitle')}
      sx={{ mt: 2, pl: 1.5, borderLeft: 4, borderColor: 'primary.main' }}
    >
      <Typography sx={{ fontWeight: 700 }}>{t('prepChecks.results.planTitle')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {sections.map((section) => (
          <li key={section}>
            <Link component={RouterLink} to={paths.planSection.href(section)} sx={{ lineHeight: 2 }}>
              {t(`plan.sections.${section}.title`)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
