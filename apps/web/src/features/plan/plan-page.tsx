import { lazy, Suspense } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { planSectionFilled, type Plan } from '@prepwell/contract';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { AutosaveLine } from '../../components/autosave-line';
import { usePlan } from './use-plan';

/** The sections that can be filled in here so far, in the plan's order (ADR 035). */
const SECTIONS = ['members', 'contacts'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: string | undefined): value is Section =>
  (SECTIONS as readonly string[]).includes(value ?? '');

const MembersForm = lazy(() => import('./members-form').then((m) => ({ default: m.MembersForm })));
const ContactsForm = lazy(() => import('./contacts-form').then((m) => ({ default: m.ContactsForm })));

/** Where the plan lives: this device only (anonymous), or that it could not be loaded. */
function PlanNotes({ ready, signedIn, failed }: { ready: boolean; signedIn: boolean; failed: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <>
      {ready && !signedIn && (
        <Typography sx={{ mb: 2, color: 'text.secondary', maxWidth: 720 }}>{t('plan.deviceOnly')}</Typography>
      )}
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('plan.loadFailed')}
        </Alert>
      )}
    </>
  );
}

/** `/plan` (ADR 035): the household's emergency plan, section by section, with what is filled in. */
export function PlanPage() {
  const { t } = useTranslation(['pages', 'common']);
  const { ready, signedIn, failed, plan } = usePlan();
  return (
    <Page heading={t('plan.title')} maxWidth="md">
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{t('plan.intro')}</Typography>
      <PlanNotes ready={ready} signedIn={signedIn} failed={failed} />
      {!ready && !failed ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {SECTIONS.map((section) => {
            const filled = planSectionFilled(plan, section);
            const Icon = filled ? CheckCircleIcon : RadioButtonUncheckedIcon;
            return (
              <Paper component="li" key={section} variant="outlined" sx={{ listStyle: 'none', p: 2 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Icon aria-hidden="true" color={filled ? 'success' : 'disabled'} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Link
                      component={RouterLink}
                      to={paths.planSection.href(section)}
                      sx={{ fontWeight: 700, fontSize: '1.1rem' }}
                    >
                      {t(`plan.sections.${section}.title`)}
                    </Link>
                    <Typography sx={{ color: 'text.secondary' }}>
                      {filled ? t('plan.filled') : t('plan.notStarted')}
                    </Typography>
                  </Box>
                </Box>
              </Paper>
            );
          })}
        </Box>
      )}
    </Page>
  );
}

/** `/plan/{section}`: one section's short form, saved as you type. */
export function PlanSectionPage() {
  const { t } = useTranslation(['pages', 'common']);
  const { section } = useParams();
  const { ready, signedIn, failed, plan, status, change } = usePlan();
  if (!isSection(section)) return <Navigate to={paths.plan.href()} replace />;
  const set =
    <K extends keyof Plan>(key: K) =>
    (value: Plan[K]) =>
      change({ ...plan, [key]: value });
  return (
    <Page
      heading={t(`plan.sections.${section}.title`)}
      title={t(`plan.sections.${section}.title`)}
      maxWidth="md"
    >
      <Link
        component={RouterLink}
        to={paths.plan.href()}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden="true" />
        {t('plan.back')}
      </Link>
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{t(`plan.sections.${section}.intro`)}</Typography>
      <PlanNotes ready={ready} signedIn={signedIn} failed={failed} />
      <AutosaveLine status={status} sx={{ my: 1 }} />
      {!ready ? (
        !failed && <Skeleton variant="rounded" height={240} />
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
          {section === 'members' && <MembersForm members={plan.members} onChange={set('members')} />}
          {section === 'contacts' && <ContactsForm contacts={plan.contacts} onChange={set('contacts')} />}
        </Suspense>
      )}
    </Page>
  );
}
