import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import ReportIcon from '@mui/icons-material/Report';
import WarningIcon from '@mui/icons-material/Warning';
import InfoIcon from '@mui/icons-material/Info';
import HelpIcon from '@mui/icons-material/Help';
import ScienceIcon from '@mui/icons-material/Science';
import type { AlertFeedStatus, AlertSeverity, AlertSummary } from '@prepwell/contract';
import { paths } from '../../config/paths';
import { timeAgo } from '../../lib/time-ago';
import { useAfterHydration } from '../../lib/use-after-hydration';

/**
 * Severity, never by colour alone: an icon and the word, on a colour with text dark or light
 * enough to read on it (WCAG AA).
 */
const SEVERITY_LOOK: Record<AlertSeverity, { Icon: typeof ReportIcon; bg: string; fg: string }> = {
  Extreme: { Icon: ReportIcon, bg: '#8e0000', fg: '#ffffff' },
  Severe: { Icon: WarningIcon, bg: '#c62828', fg: '#ffffff' },
  Moderate: { Icon: WarningIcon, bg: '#f5a524', fg: '#2b1800' },
  Minor: { Icon: InfoIcon, bg: '#fff3c4', fg: '#3d2f00' },
  Unknown: { Icon: HelpIcon, bg: '#e0e0e0', fg: '#212121' },
};

/** A short label with an icon: the word says it, the colour only adds to it. */
function Label({ Icon, text, sx }: { Icon: typeof ReportIcon; text: string; sx: SxProps<Theme> }) {
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          fontWeight: 700,
          fontSize: '0.875rem',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Icon aria-hidden="true" sx={{ fontSize: '1.1rem' }} />
      {text}
    </Box>
  );
}

export function SeverityLabel({ severity }: { severity: AlertSeverity }) {
  const { t } = useTranslation('pages');
  const { Icon, bg, fg } = SEVERITY_LOOK[severity];
  return (
    <Label
      Icon={Icon}
      text={t(`alerts.severity.${severity}`)}
      sx={{ bgcolor: bg, color: fg, whiteSpace: 'nowrap' }}
    />
  );
}

/** The mark every alert of the sample feed carries. */
export function SampleLabel() {
  const { t } = useTranslation('pages');
  return (
    <Label
      Icon={ScienceIcon}
      text={t('alerts.sample')}
      sx={{ border: '2px dashed #5d4037', color: '#3e2723', bgcolor: '#fff8e1' }}
    />
  );
}

/**
 * The time zone alert times are shown in: the browser's own once the page has hydrated; before
 * (the server's page, and hydration, which must show the same), UTC, named as such.
 */
export function useAlertTimeZone(): string | undefined {
  return useAfterHydration() ? undefined : 'UTC';
}

/**
 * A time in the reader's language: "Sat, Nov 28, 6:00 PM" in the browser's time zone, or with
 * `timeZone`, in that zone and named ("Sun, Nov 29, 2:00 AM UTC").
 */
export function formatTime(iso: string, lang: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone && { timeZone, timeZoneName: 'short' }),
  }).format(new Date(iso));
}

/** "Until Sat, Nov 28, 6:00 PM", or that no end was given. */
export function Until({ expires }: { expires: string | null }) {
  const { t, i18n } = useTranslation('pages');
  const lang = i18n.resolvedLanguage ?? 'en';
  const timeZone = useAlertTimeZone();
  return (
    <>
      {expires ? t('alerts.until', { time: formatTime(expires, lang, timeZone) }) : t('alerts.untilUnknown')}
    </>
  );
}

/**
 * How current the alerts are: "Alerts last checked 12 minutes ago", that the service could not be
 * reached, or, offline, when the alerts shown were received. "Ago" is the browser's to say: the
 * server's page (and hydration), and a page still waiting for the answer, hold the line's place
 * empty, so nothing below it moves.
 */
export function CheckedLine({ status, savedAt }: { status?: AlertFeedStatus; savedAt?: string | null }) {
  const { t, i18n } = useTranslation('pages');
  const lang = i18n.resolvedLanguage ?? 'en';
  // Before the answer too (no status yet), the line's place is kept.
  const hydrated = useAfterHydration() && status !== undefined;
  const ago = (iso: string) => (hydrated ? timeAgo(iso, lang) : '');
  const lines = !status
    ? ['']
    : savedAt
      ? [t('alerts.offline', { ago: ago(savedAt) })]
      : [
          status.last_checked_at
            ? t('alerts.checked', { ago: ago(status.last_checked_at) })
            : t('alerts.checkedNever'),
          ...(status.failing ? [t('alerts.failing')] : []),
        ];
  return (
    <Box sx={{ color: 'text.secondary', my: 1 }}>
      {lines.map((line, at) => (
        <Typography
          key={at}
          sx={{ fontSize: '0.95rem', ...(!hydrated && at === 0 && { visibility: 'hidden' }) }}
          aria-hidden={!hydrated && at === 0 ? true : undefined}
        >
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** One alert in a list: severity, event, until when, and a link to it in full. */
export function AlertListItem({ alert, place }: { alert: AlertSummary; place?: string }) {
  const { t } = useTranslation('pages');
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: '1px solid', borderColor: 'divider', listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 0.5 }}>
        <SeverityLabel severity={alert.severity} />
        {alert.sample && <SampleLabel />}
      </Box>
      <Link
        component={RouterLink}
        to={paths.alert.href(alert.id)}
        lang={alert.language}
        sx={{ fontWeight: 700, fontSize: '1.1rem' }}
      >
        {alert.event}
      </Link>
      {place && <Typography component="span">{` ${t('alerts.home.at', { place })}`}</Typography>}
      <Typography sx={{ color: 'text.secondary' }}>
        <Until expires={alert.expires} />
      </Typography>
    </Box>
  );
}
