import { useMemo, useState } from 'react';
import { useNavigate, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  pickText,
  type LanguageCode,
  type PersonFilter,
  type PrepCheckSummary,
  type SubmissionsOverview,
} from '@prepwell/contract';
import { LoginWall } from '../../../components/login-wall';
import { useToast } from '../../../components/toast';
import { usePageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { logEvent } from '../../../lib/analytics';
import { useAppConfig } from '../../../lib/app-config';
import { useProfile } from '../../../lib/auth/profile-store';
import { usePrepCheckStats } from '../api/get-prep-check-stats';
import { usePrepChecks } from '../api/get-prep-checks';
import { useSubmissionsOverview } from '../api/get-submissions-overview';
import { useUpNext } from '../api/get-up-next';
import { prepCheckShareLink } from '../lib/share-link';
import { PrepCheckCard, type CardStanding } from './prep-check-card';
import { UpNextBanner } from './up-next-banner';
import { WelcomeDialog } from './welcome-dialog';

/** Spec §9: twelve placeholders while the list loads. */
const PLACEHOLDERS = 12;

const GRID = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  gap: 2,
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** Each Prep Check's standing from the overview (spec §4: a draft below 1, else submitted, else none). */
export function standings(overview: SubmissionsOverview | undefined): Map<number, CardStanding> {
  const map = new Map<number, CardStanding>();
  for (const entry of overview?.submitted ?? []) {
    map.set(entry.prep_check_id, {
      status: 'SUBMITTED',
      amountDone: 1,
      submitted: { score: entry.score, badge: entry.badge },
    });
  }
  for (const entry of overview?.progress ?? []) {
    const submitted = map.get(entry.id)?.submitted ?? null;
    if (entry.amountDone < 1) map.set(entry.id, { status: 'DRAFT', amountDone: entry.amountDone, submitted });
  }
  return map;
}

const NOT_STARTED: CardStanding = { status: null, amountDone: 0, submitted: null };

/**
 * `/prep-checks` (spec §2): the journey banner, "Filter By:" chips, the cards, Up Next, the
 * welcome dialog once, and the login wall when an anonymous visitor presses Start. Nothing
 * signed-in is asked while anonymous.
 */
export function PrepChecksPage() {
  const { t, i18n } = useTranslation(['pages', 'common']);
  usePageTitle(t('common:titles.prepChecks'));
  const lang = (i18n.resolvedLanguage ?? 'en') as LanguageCode;
  const navigate = useNavigate();
  const toast = useToast();
  const { features, shareLinkBase } = useAppConfig();
  const { status } = useProfile();
  const signedIn = status === 'signed-in';
  const list = usePrepChecks(lang);
  const stats = usePrepCheckStats(lang, signedIn);
  const overview = useSubmissionsOverview(lang, signedIn);
  const [filters, setFilters] = useState<PersonFilter[]>([]);
  const [wall, setWall] = useState<'login' | 'noAccounts' | null>(null);

  const checks = useMemo(() => list.data?.prep_checks ?? [], [list.data]);
  const byId = useMemo(() => standings(overview.data), [overview.data]);
  const filterChoices = useMemo(() => [...new Set(checks.flatMap((c) => c.filters))], [checks]);
  // A Prep Check for everyone (no filters) stays under any choice; several choices mean any of them.
  const shown = checks.filter(
    (check) =>
      filters.length === 0 || check.filters.length === 0 || check.filters.some((f) => filters.includes(f)),
  );
  // Up Next: after the latest submitted one (the server picks), or the first not started.
  const latestSubmitted = overview.data?.submitted.at(-1)?.prep_check_id ?? null;
  const upNextCall = useUpNext(signedIn ? latestSubmitted : null, lang, signedIn);
  const upNext: PrepCheckSummary | null =
    latestSubmitted !== null
      ? (upNextCall.data?.up_next ?? null)
      : (checks.find((check) => !byId.has(check.id)) ?? null);

  const open = (check: PrepCheckSummary) => {
    if (!features.profiles) return setWall('noAccounts');
    if (!signedIn) return setWall('login');
    const standing = byId.get(check.id);
    void navigate(
      standing?.status === 'SUBMITTED'
        ? paths.prepCheckResults.href(check.id)
        : `${paths.prepCheck.href(check.id)}?from=${encodeURIComponent(paths.prepChecks.href())}`,
    );
  };
  const share = async (check: PrepCheckSummary) => {
    logEvent('SHARE_PREP_CHECK', { prep_check_id: check.id, language: lang });
    try {
      await navigator.clipboard.writeText(
        prepCheckShareLink(shareLinkBase, window.location.origin, check.id),
      );
      toast(t('prepChecks.linkCopied'), 'success');
    } catch {
      // Spec §8: a clipboard failure is ignored silently.
    }
  };

  return (
    <Box sx={{ pb: 4 }}>
      <JourneyBanner
        signedIn={signedIn}
        phase={stats.data ? pickText(stats.data.journeyPhase, lang) : null}
        icon={stats.data?.journeyPhaseIcon.src ?? null}
        subcopy={stats.data ? pickText(stats.data.journeyPhaseSubcopy, lang) : null}
        done={stats.data?.numCompleted ?? 0}
        total={stats.data?.numTotal ?? 0}
      />
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } }}>
        {stats.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('prepChecks.errors.stats')}
          </Alert>
        )}
        {overview.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('prepChecks.errors.drafts')}
          </Alert>
        )}

        {upNext && <UpNextBanner check={upNext} lang={lang} onStart={() => open(upNext)} />}

        {filterChoices.length > 0 && (
          <Box
            role="group"
            aria-label={t('prepChecks.filtersLabel')}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}
          >
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {t('prepChecks.filterBy')}
            </Typography>
            {filterChoices.map((filter) => {
              const on = filters.includes(filter);
              return (
                <Chip
                  key={filter}
                  label={t(`common:persons.${filter}`)}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  aria-pressed={on}
                  onClick={() => setFilters(on ? filters.filter((f) => f !== filter) : [...filters, filter])}
                  sx={{ minHeight: 36 }}
                />
              );
            })}
            {filters.length > 0 && (
              <Button onClick={() => setFilters([])} sx={{ minHeight: 44 }}>
                {t('prepChecks.resetFilters')}
              </Button>
            )}
          </Box>
        )}

        {list.isError && !list.data ? (
          <Alert severity="error">{t('prepChecks.errors.list')}</Alert>
        ) : !list.data ? (
          <Box component="ul" sx={GRID} aria-busy="true" aria-label={t('prepChecks.loading')}>
            {Array.from({ length: PLACEHOLDERS }, (_, k) => (
              <li key={k}>
                <Skeleton variant="rounded" height={230} data-testid="prep-check-placeholder" />
              </li>
            ))}
          </Box>
        ) : shown.length === 0 ? (
          <Typography role="status">{t('prepChecks.noneForFilters')}</Typography>
        ) : (
          <Box component="ul" sx={GRID} aria-label={t('prepChecks.listLabel')}>
            {shown.map((check) => (
              <li key={check.id}>
                <PrepCheckCard
                  check={check}
                  standing={byId.get(check.id) ?? NOT_STARTED}
                  lang={lang}
                  onOpen={() => open(check)}
                  onShare={() => void share(check)}
                />
              </li>
            ))}
          </Box>
        )}
      </Box>
      {features.profiles && <WelcomeDialog onStart={upNext ? () => open(upNext) : undefined} />}
      {wall === 'login' && <LoginWall message={t('account.loginWall.prepChecks')} />}
      <Dialog open={wall === 'noAccounts'} onClose={() => setWall(null)} aria-describedby="no-accounts-text">
        <DialogContent>
          <Typography id="no-accounts-text">{t('prepChecks.needsAccounts')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setWall(null)} sx={{ minHeight: 44 }}>
            {t('prepChecks.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

interface JourneyBannerProps {
  signedIn: boolean;
  phase: string | null;
  icon: string | null;
  subcopy: string | null;
  done: number;
  total: number;
}

/**
 * The banner (spec §2): title, journey phase, the completed/total pill and My Items. Below large
 * screens the reader opens and closes the journey part; on large ones it is always open (CSS
 * decides, so the server's page and the browser's agree). Stats start at 0 of 0.
 */
function JourneyBanner({ signedIn, phase, icon, subcopy, done, total }: JourneyBannerProps) {
  const { t } = useTranslation(['pages', 'common']);
  const [expanded, setExpanded] = useState(false);
  return (
    <Box
      component="section"
      aria-labelledby="page-heading"
      sx={{ bgcolor: 'primary.dark', color: '#fff', mb: 3 }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2.5, md: 3.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            variant="h1"
            id="page-heading"
            tabIndex={-1}
            sx={{ outline: 'none', color: 'inherit', flex: 1 }}
          >
            {t('common:titles.prepChecks')}
          </Typography>
          {signedIn && (
            <Button
              onClick={() => setExpanded((now) => !now)}
              aria-expanded={expanded}
              aria-controls="journey-details"
              endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              sx={{ color: 'inherit', minHeight: 44, display: { lg: 'none' } }}
            >
              {expanded ? t('prepChecks.hideJourney') : t('prepChecks.showJourney')}
            </Button>
          )}
        </Box>
        <Typography sx={{ mt: 1, maxWidth: 760 }}>{t('prepChecks.intro')}</Typography>
        {signedIn && (
          <Box
            id="journey-details"
            sx={{
              display: { xs: expanded ? 'flex' : 'none', lg: 'flex' },
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
              mt: 2,
            }}
          >
            {icon && (
              <Box
                component="img"
                src={icon}
                alt=""
                width={48}
                height={48}
                sx={{ bgcolor: '#fff', borderRadius: '50%', p: 0.5 }}
              />
            )}
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                {t('prepChecks.journeyPhase', { phase: phase ?? '…' })}
              </Typography>
              {subcopy && <Typography sx={{ opacity: 0.9 }}>{subcopy}</Typography>}
            </Box>
            <Chip
              label={t('prepChecks.completed', { done, total })}
              aria-label={t('prepChecks.completedLabel', { done, total })}
              sx={{ bgcolor: '#fff', color: 'primary.dark', fontWeight: 700 }}
            />
            <Chip
              component={RouterLink}
              to={paths.myEmergencyItems.href()}
              clickable
              label={t('prepChecks.myItems')}
              sx={{ bgcolor: '#fff', color: 'primary.dark', fontWeight: 700, minHeight: 36 }}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}
