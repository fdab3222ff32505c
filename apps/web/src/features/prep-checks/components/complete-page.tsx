import { useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { pickText, type LanguageCode, type PrepCheckResult, type ResultQuestion } from '@prepwell/contract';
import { usePageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { usePrepCheckResult } from '../api/get-prep-check-result';
import { usePrepCheckStats } from '../api/get-prep-check-stats';
import { useUpNext } from '../api/get-up-next';
import { lowAreas, prepCheckTitle } from '../lib/questionnaire';
import { useBackToListOnError, usePrepCheckRoute } from '../lib/use-prep-check-route';
import { RetakeButton } from './retake-button';
import { UpNextBanner } from './up-next-banner';

const fromHere = (id: number) => `?from=${encodeURIComponent(paths.prepCheckComplete.href(id))}`;

/**
 * `/prep-checks/{id}/complete` (spec §2): "You completed the {name}!", the badge (and, when one
 * was reached, the new journey phase) in a carousel, the journey so far, what is up next, and the
 * ways on. With no submitted result for this Prep Check (nothing was completed) the reader goes
 * to the list.
 */
export function CompletePage() {
  const { t } = useTranslation(['pages', 'common']);
  usePageTitle(t('common:titles.prepCheckComplete'));
  const { id, lang, signedIn, anonymous } = usePrepCheckRoute();
  const navigate = useNavigate();
  const result = usePrepCheckResult(id, lang, signedIn);
  const stats = usePrepCheckStats(lang, signedIn);
  const upNext = useUpNext(signedIn ? id : null, lang, signedIn);
  useBackToListOnError(result.isError ? 'prepChecks.errors.results' : null);

  if (anonymous) return <Navigate to={paths.prepChecks.href()} replace />;
  const data = result.data;
  if (!data) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size="1.5rem" aria-hidden />
          <Typography>{t('prepChecks.results.loading')}</Typography>
        </Box>
      </Container>
    );
  }

  const name = prepCheckTitle(pickText(data.prepCheckTitle, lang), (title) =>
    t('prepChecks.questionnaire.title', { title }),
  );
  const phase = data.journeyPhase;
  const next = upNext.data?.up_next ?? null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography
        variant="h1"
        id="page-heading"
        tabIndex={-1}
        sx={{ outline: 'none', mb: 3, fontSize: { xs: '1.6rem', md: '2rem' } }}
      >
        {t('prepChecks.complete.heading', { name })}
      </Typography>
      <AwardCarousel result={data} lang={lang} />
      <StartHere
        questions={lowAreas(data.questions)}
        lang={lang}
        resultsHref={`${paths.prepCheckResults.href(id)}${fromHere(id)}`}
      />
      <Paper component="section" aria-labelledby="journey-title" variant="outlined" sx={{ p: 2.5, mb: 3 }}>
        <Typography id="journey-title" component="h2" sx={{ fontWeight: 700, fontSize: '1.2rem', mb: 1.5 }}>
          {t('prepChecks.complete.journey')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Box component="img" src={phase.icon.src} alt="" width={56} height={56} />
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{pickText(phase.name, lang)}</Typography>
            <Typography color="text.secondary">{pickText(phase.subcopy, lang)}</Typography>
          </Box>
          <Typography sx={{ fontWeight: 700 }} data-testid="completed-count">
            {t('prepChecks.completedLabel', {
              done: stats.data?.numCompleted ?? 0,
              total: stats.data?.numTotal ?? 0,
            })}
          </Typography>
        </Box>
      </Paper>
      {next && (
        <UpNextBanner
          check={next}
          lang={lang}
          onStart={() => void navigate(`${paths.prepCheck.href(next.id)}${fromHere(id)}`)}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={`${paths.prepCheckResults.href(id)}${fromHere(id)}`}
          sx={{ minHeight: 44 }}
        >
          {t('prepChecks.viewResults')}
        </Button>
        <RetakeButton id={id} from={paths.prepCheckComplete.href(id)} variant="outlined" />
        <Button variant="outlined" component={RouterLink} to={paths.prepChecks.href()} sx={{ minHeight: 44 }}>
          {t('prepChecks.complete.continueJourney')}
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={paths.myEmergencyItems.href()}
          sx={{ minHeight: 44 }}
        >
          {t('common:titles.myEmergencyItems')}
        </Button>
      </Box>
    </Container>
  );
}

/**
 * The awards (spec §2): the badge, and a second page only when a new journey phase was reached.
 * Page dots and arrows (hidden at the ends); each page is a labelled group.
 */
function AwardCarousel({ result, lang }: { result: PrepCheckResult; lang: LanguageCode }) {
  const { t } = useTranslation('pages');
  const [page, setPage] = useState(0);
  const badgeName = pickText(result.badge.name, lang);
  const pages: ReactNode[] = [
    <AwardPage
      key="badge"
      icon={result.badge.icon.src}
      heading={
        result.newBadge
          ? t('prepChecks.complete.newBadge', { badge: badgeName })
          : t('prepChecks.complete.badge', { badge: badgeName })
      }
      lines={[
        t('prepChecks.complete.score', { percent: Math.round(result.score * 100) }),
        pickText(result.badgeAwardText, lang),
      ]}
    />,
  ];
  if (result.newJourneyPhase) {
    pages.push(
      <AwardPage
        key="phase"
        icon={result.newJourneyPhase.icon.src}
        heading={t('prepChecks.complete.newPhase', { phase: pickText(result.newJourneyPhase.name, lang) })}
        lines={[pickText(result.newJourneyPhase.award_text, lang)]}
      />,
    );
  }
  const count = pages.length;
  return (
    <Paper
      component="section"
      aria-roledescription={t('prepChecks.complete.carousel')}
      aria-label={t('prepChecks.complete.awards')}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: 3, bgcolor: '#eef4fb' }}
    >
      <Box
        role="group"
        aria-roledescription={t('prepChecks.complete.slide')}
        aria-label={t('prepChecks.complete.pageOf', { n: page + 1, total: count })}
        aria-live="polite"
        sx={{ minHeight: 140 }}
      >
        {pages[page]}
      </Box>
      {count > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 2 }}>
          <Box sx={{ width: 48 }}>
            {page > 0 && (
              <IconButton
                onClick={() => setPage(page - 1)}
                aria-label={t('prepChecks.complete.previousPage')}
              >
                <ArrowBackIcon className="mirror-in-rtl" />
              </IconButton>
            )}
          </Box>
          {pages.map((_, i) => (
            <Box
              key={i}
              component="button"
              type="button"
              onClick={() => setPage(i)}
              aria-label={t('prepChecks.complete.pageOf', { n: i + 1, total: count })}
              aria-current={i === page ? 'true' : undefined}
              sx={{
                width: 44,
                height: 44,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                '&::after': {
                  content: '""',
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: 'primary.main',
                  bgcolor: i === page ? 'primary.main' : 'transparent',
                },
              }}
            />
          ))}
          <Box sx={{ width: 48 }}>
            {page < count - 1 && (
              <IconButton onClick={() => setPage(page + 1)} aria-label={t('prepChecks.complete.nextPage')}>
                <ArrowForwardIcon className="mirror-in-rtl" />
              </IconButton>
            )}
          </Box>
        </Box>
      )}
    </Paper>
  );
}

function AwardPage({ icon, heading, lines }: { icon: string; heading: string; lines: string[] }) {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box component="img" src={icon} alt="" width={112} height={112} />
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.4rem', mb: 1 }}>
          {heading}
        </Typography>
        {lines.map((line) => (
          <Typography key={line} sx={{ mb: 0.5 }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * What is missing (issue 22 §5): the areas rated Low, each with its one-line result, the first
 * one first, so a low score says plainly what to do instead of only handing out a badge.
 */
function StartHere({
  questions,
  lang,
  resultsHref,
}: {
  questions: ResultQuestion[];
  lang: LanguageCode;
  resultsHref: string;
}) {
  const { t } = useTranslation('pages');
  if (questions.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="start-here-title"
      variant="outlined"
      sx={{ p: 2.5, mb: 3, borderLeft: '6px solid', borderLeftColor: 'error.main' }}
    >
      <Typography id="start-here-title" component="h2" sx={{ fontWeight: 700, fontSize: '1.2rem', mb: 1 }}>
        {t('prepChecks.complete.gapsTitle')}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{t('prepChecks.complete.gapsIntro')}</Typography>
      <Box component="ol" sx={{ pl: 3, my: 0 }}>
        {questions.map((question) => (
          <li key={question.question_id}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {pickText(question.question_name, lang)}
            </Typography>
            {': '}
            {pickText(question.result_preview_text, lang)}
          </li>
        ))}
      </Box>
      <Link
        component={RouterLink}
        to={resultsHref}
        sx={{ display: 'inline-block', mt: 1.5, fontWeight: 700 }}
      >
        {t('prepChecks.complete.gapsLink')}
      </Link>
    </Paper>
  );
}
