import { lazy, Suspense } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PrintIcon from '@mui/icons-material/Print';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { PLAN_SECTIONS, planSectionFilled, type Plan, type PlanSection } from '@prepwell/contract';
import { Page } from '../../components/page';
import { PLAN_SECTION_PATHS, paths } from '../../config/paths';
import { AutosaveLine } from '../../components/autosave-line';
import { TellContactsPanel } from '../../components/tell-contacts-panel';
import { usePlan } from './use-plan';

const sectionAt = (path: string | undefined): PlanSection | undefined =>
  PLAN_SECTIONS.find((section) => PLAN_SECTION_PATHS[section] === path);

const forms = () =>
  Promise.all([import('./members-form'), import('./contacts-form'), import('./more-forms')]);
/** A section's form, loaded when the section is opened. */
const SectionForm = lazy(async () => {
  const [{ MembersForm }, { ContactsForm }, more] = await forms();
  function Form({
    section,
    plan,
    change,
  }: {
    section: PlanSection;
    plan: Plan;
    change: (plan: Plan) => void;
  }) {
    const set =
      <K extends keyof Plan>(key: K) =>
      (value: Plan[K]) =>
        change({ ...plan, [key]: value });
    switch (section) {
      case 'members':
        return <MembersForm members={plan.members} onChange={set('members')} />;
      case 'contacts':
        return <ContactsForm contacts={plan.contacts} onChange={set('contacts')} />;
      case 'meeting_places':
        return (
          <more.MeetingPlacesForm meetingPlaces={plan.meeting_places} onChange={set('meeting_places')} />
        );
      case 'pets':
        return <more.PetsForm pets={plan.pets} onChange={set('pets')} />;
      case 'services':
        return <more.ServicesForm services={plan.services} onChange={set('services')} />;
      case 'utilities':
        return <more.UtilitiesForm utilities={plan.utilities} onChange={set('utilities')} />;
      case 'other_plans':
        return <more.OtherPlansForm otherPlans={plan.other_plans} onChange={set('other_plans')} />;
      case 'evacuation':
        return <more.EvacuationForm evacuation={plan.evacuation} onChange={set('evacuation')} />;
    }
  }
  return { default: Form };
});

const PlanSummary = lazy(() => import('./plan-summary').then((m) => ({ default: m.PlanSummary })));

/** Offline: the plan shown is the copy saved on this device, with its date; it changes online. */
function SavedCopyNote({ savedAt }: { savedAt: string | null }) {
  const { t, i18n } = useTranslation('pages');
  const date = savedAt
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(savedAt))
    : '';
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('plan.savedCopy', { date })}
    </Alert>
  );
}

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

/** To the print page, once there is something to print (offline too: it prints the saved copy). */
function PrintLink({ plan }: { plan: Plan }) {
  const { t } = useTranslation('pages');
  if (!PLAN_SECTIONS.some((section) => planSectionFilled(plan, section))) return null;
  return (
    <Button
      component={RouterLink}
      to={paths.planPrint.href()}
      variant="outlined"
      startIcon={<PrintIcon />}
      sx={{ minHeight: 44, mb: 2 }}
    >
      {t('plan.print.open')}
    </Button>
  );
}

/** `/plan` (ADR 035): the household's emergency plan, section by section, with what is filled in. */
export function PlanPage() {
  const { t } = useTranslation(['pages', 'common']);
  const { ready, signedIn, failed, plan, savedAt, savedCopy, unjoined } = usePlan();
  return (
    <Page heading={t('plan.title')} maxWidth="md">
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{t('plan.intro')}</Typography>
      <PlanNotes ready={ready} signedIn={signedIn} failed={failed} />
      {unjoined.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('plan.unjoined')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {unjoined.map((section) => (
              <li key={section}>
                <Link component={RouterLink} to={paths.planSection.href(section)}>
                  {t(`plan.sections.${section}.title`)}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {(ready || savedCopy) && <PrintLink plan={plan} />}
      {(ready || savedCopy) && <TellContactsPanel />}
      {savedCopy ? (
        <>
          <SavedCopyNote savedAt={savedAt} />
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <PlanSummary plan={plan} />
          </Suspense>
        </>
      ) : !ready && !failed ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {PLAN_SECTIONS.map((section) => {
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

/** The way back to the plan's overview, at the top of each of its pages. */
export function BackToPlan({ className }: { className?: string }) {
  const { t } = useTranslation('pages');
  return (
    <Link
      className={className}
      component={RouterLink}
      to={paths.plan.href()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, mb: 1 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden="true" className="mirror-in-rtl" />
      {t('plan.back')}
    </Link>
  );
}

/** `/plan/{section}`: one section's short form, saved as you type. */
export function PlanSectionPage() {
  const { t } = useTranslation(['pages', 'common']);
  const section = sectionAt(useParams().section);
  const { ready, signedIn, failed, plan, status, change, savedAt, savedCopy, unjoined } = usePlan();
  if (!section) return <Navigate to={paths.plan.href()} replace />;
  const title = t(`plan.sections.${section}.title`);
  return (
    <Page heading={title} maxWidth="md">
      <BackToPlan />
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{t(`plan.sections.${section}.intro`)}</Typography>
      <PlanNotes ready={ready} signedIn={signedIn} failed={failed} />
      {section && unjoined.includes(section) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('plan.unjoinedHere')}
        </Alert>
      )}
      {savedCopy ? <SavedCopyNote savedAt={savedAt} /> : <AutosaveLine status={status} sx={{ my: 1 }} />}
      {savedCopy ? null : !ready ? (
        !failed && <Skeleton variant="rounded" height={240} />
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
          <SectionForm section={section} plan={plan} change={change} />
        </Suspense>
      )}
    </Page>
  );
}
