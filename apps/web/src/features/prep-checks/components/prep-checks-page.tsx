import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { pickText, type LanguageCode, type PersonFilter, type PrepCheckSummary } from '@prepwell/contract';
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
import { NOT_STARTED, standings } from '../lib/standings';
import { JourneyBanner } from './journey-banner';
import { PersonFilterChips } from './person-filter-chips';
import { PrepCheckCard } from './prep-check-card';
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
          <PersonFilterChips choices={filterChoices} filters={filters} onChange={setFilters} />
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
