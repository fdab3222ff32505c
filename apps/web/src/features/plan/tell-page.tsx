import { useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import ShareIcon from '@mui/icons-material/Share';
import SmsIcon from '@mui/icons-material/Sms';
import { paths } from '../../config/paths';
import {
  composeMessage,
  locationLine,
  emailsOf,
  mailtoLink,
  smsLink,
  textable,
  type Position,
  type TellKind,
} from './tell-contacts-message';
import { Page } from '../../components/page';
import { BackToPlan } from './plan-page';
import { usePlan } from './use-plan';

type Locating = 'off' | 'locating' | 'ready' | 'failed';

/** The phone's position, asked for when the person ticks "Add where I am", forgotten when unticked. */
function usePosition() {
  const [state, setState] = useState<{ position: Position | null; locating: Locating }>({
    position: null,
    locating: 'off',
  });
  // Only the latest request's answer counts (a tick, untick and tick again).
  const latest = useRef(0);
  const want = (on: boolean) => {
    const request = (latest.current += 1);
    if (!on) return setState({ position: null, locating: 'off' });
    if (!('geolocation' in navigator)) return setState({ position: null, locating: 'failed' });
    setState({ position: null, locating: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (latest.current === request) {
          setState({ position: { lat: coords.latitude, lng: coords.longitude }, locating: 'ready' });
        }
      },
      () => {
        if (latest.current === request) setState({ position: null, locating: 'failed' });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return { ...state, want };
}

/**
 * `/plan/tell/{safe|help}` (ADR 035): "I'm safe" or "I need help" to the plan's contacts, in the
 * reader's language, with where they are if they want: sent by the phone's own apps (the share
 * sheet, a text per contact, one email to all). Prepwell sends nothing and keeps nothing.
 */
export function PlanTellPage() {
  const param = useParams().kind;
  const kind: TellKind | undefined = param === 'safe' || param === 'help' ? param : undefined;
  if (!kind) return <Navigate to={paths.plan.href()} replace />;
  // A new message for each kind: what was typed for one is not carried to the other.
  return <TellForm key={kind} kind={kind} />;
}

function TellForm({ kind }: { kind: TellKind }) {
  const { t } = useTranslation(['pages', 'common']);
  const { plan, ready, failed, savedCopy } = usePlan();
  // Until the plan is read, its contacts are not known: no "add contacts" flashes before them.
  const settled = ready || failed || savedCopy;
  const contacts = settled ? plan.contacts : [];
  const { position, locating, want } = usePosition();
  const [words, setWords] = useState(() => composeMessage(t, kind));
  // The person's words, then where they are once it is found (a line of its own, not editable).
  const located = position ? locationLine(t, position) : '';
  const message = located ? `${words}\n${located}` : words;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const phones = textable(contacts);
  const emails = emailsOf(contacts);
  const subject = t(kind === 'safe' ? 'common:tellContacts.safe' : 'common:tellContacts.help');
  const share = () => {
    navigator.share({ text: message }).catch(() => {
      // Closing the share sheet without choosing is not a problem to report.
    });
  };
  return (
    <Page heading={subject} maxWidth="sm">
      <BackToPlan />
      {kind === 'help' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <Link href="tel:911" sx={{ fontWeight: 700, color: 'inherit' }}>
            {t('plan.print.call911')}
          </Link>
        </Alert>
      )}
      <TextField
        label={t('plan.tell.message')}
        value={words}
        onChange={(event) => setWords(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        sx={{ mt: 1 }}
      />
      <FormControlLabel
        control={<Checkbox checked={locating !== 'off'} onChange={(_, on) => want(on)} />}
        label={t('plan.tell.addLocation')}
        sx={{ mt: 1, minHeight: 44 }}
      />
      <Box aria-live="polite">
        {located && <Typography sx={{ overflowWrap: 'anywhere' }}>{located}</Typography>}
        {locating === 'locating' && <Typography color="text.secondary">{t('plan.tell.locating')}</Typography>}
        {locating === 'failed' && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('plan.tell.locationFailed')}
          </Alert>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, mt: 2 }}>
        {canShare && (
          <Button variant="contained" startIcon={<ShareIcon />} onClick={share} sx={{ minHeight: 44 }}>
            {t('plan.tell.share')}
          </Button>
        )}
        {phones.map((contact) => (
          <Button
            key={contact.id}
            variant="outlined"
            startIcon={<SmsIcon />}
            href={smsLink(contact.phone, message)}
            sx={{ minHeight: 44, justifyContent: 'flex-start' }}
          >
            {t('plan.tell.textContact', { name: contact.name.trim() || contact.phone })}
          </Button>
        ))}
        {emails.length > 0 && (
          <Button
            variant="outlined"
            startIcon={<EmailIcon />}
            href={mailtoLink(emails, subject, message)}
            sx={{ minHeight: 44, justifyContent: 'flex-start' }}
          >
            {t('plan.tell.emailAll')}
          </Button>
        )}
      </Box>
      {!settled && <Skeleton variant="rounded" height={44} sx={{ mt: 1 }} />}
      {settled && phones.length === 0 && emails.length === 0 && (
        <Typography sx={{ mt: 2 }}>
          {t('plan.tell.noContacts')}{' '}
          <Link component={RouterLink} to={paths.planSection.href('contacts')}>
            {t('plan.tell.addContacts')}
          </Link>
        </Typography>
      )}
      <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '0.9rem' }}>
        {t('plan.tell.privacy')}
      </Typography>
    </Page>
  );
}
