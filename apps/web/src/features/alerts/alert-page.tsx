import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { pickText, type AlertDetail, type AlertInfo, type LanguageCode } from '@prepwell/contract';
import { BlockMarkdown } from '../../components/markdown';
import { usePageTitle } from '../../components/page-title';
import { TextLink } from '../../components/text-link';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { alertQueryOptions } from './api/alerts-api';
import { CheckedLine, formatTime, SampleLabel, SeverityLabel, Until, useAlertTimeZone } from './alert-parts';

/** A language tag's name in the reader's language ("es-US" → "Spanish (United States)"). */
function languageName(tag: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** Text as the sender wrote it: its line breaks kept, in its own language. */
function Published({ heading, text, lang }: { heading: string; text: string | null; lang: string }) {
  if (!text) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
        {heading}
      </Typography>
      <Typography lang={lang} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
}

/** One `info` block: the alert in one language, as published. */
function OfficialText({ info }: { info: AlertInfo }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <Published heading={t('alerts.detail.instruction')} text={info.instruction} lang={info.language} />
      <Published heading={t('alerts.detail.description')} text={info.description} lang={info.language} />
      {info.areas.length > 0 && (
        <Published heading={t('alerts.detail.areas')} text={info.areas.join('; ')} lang={info.language} />
      )}
      {info.web && (
        <Box sx={{ mt: 2 }}>
          <Link href={info.web} target="_blank" rel="noopener noreferrer">
            {t('alerts.detail.moreInfo')}
          </Link>
        </Box>
      )}
    </>
  );
}

function AlertContent({ detail, savedCopy }: { detail: AlertDetail; savedCopy: boolean }) {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const lang = (i18n.resolvedLanguage ?? 'en') as LanguageCode;
  const { alert, what_to_do: whatToDo } = detail;
  const shown = alert.infos.find((info) => info.language === alert.language) ?? alert.infos[0];
  const others = alert.infos.filter((info) => info !== shown);
  const timeZone = useAlertTimeZone();
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <SeverityLabel severity={alert.severity} />
        {alert.sample && <SampleLabel />}
      </Box>
      <Typography
        variant="h1"
        id="page-heading"
        tabIndex={-1}
        lang={alert.language}
        sx={{ outline: 'none', overflowWrap: 'anywhere' }}
      >
        {alert.event}
      </Typography>
      {alert.headline && (
        <Typography lang={alert.language} sx={{ fontSize: '1.15rem', fontWeight: 600, mt: 1 }}>
          {alert.headline}
        </Typography>
      )}
      {savedCopy && (
        <Alert severity="info" sx={{ my: 2 }}>
          {t('alerts.detail.savedCopy')}
        </Alert>
      )}
      {alert.state !== 'active' && (
        <Alert severity="warning" sx={{ my: 2 }}>
          {alert.state === 'expired'
            ? t('alerts.detail.expired')
            : alert.replaced_by
              ? t('alerts.detail.replaced')
              : t('alerts.detail.ended')}{' '}
          {alert.replaced_by && (
            <TextLink to={paths.alert.href(alert.replaced_by)}>{t('alerts.detail.seeNewer')}</TextLink>
          )}
        </Alert>
      )}
      <Box sx={{ my: 2, color: 'text.secondary' }}>
        <Typography sx={{ fontWeight: 700, color: 'text.primary' }}>
          <Until expires={alert.expires} />
        </Typography>
        {alert.onset && (
          <Typography>
            {t('alerts.detail.starts', { time: formatTime(alert.onset, lang, timeZone) })}
          </Typography>
        )}
        <Typography>
          {t('alerts.detail.from', { sender: alert.sender_name ?? alert.sender })} ·{' '}
          {t('alerts.detail.sent', { time: formatTime(alert.sent, lang, timeZone) })}
        </Typography>
      </Box>
      {!alert.sample && <CheckedLine status={detail.status} />}

      {whatToDo && (
        <Paper
          component="section"
          aria-labelledby="what-to-do"
          variant="outlined"
          sx={{ p: 2, my: 3, borderLeft: '6px solid', borderLeftColor: 'error.main' }}
        >
          <Typography variant="h2" id="what-to-do" sx={{ mb: 1 }}>
            {t('alerts.detail.whatToDo')}
          </Typography>
          <Typography sx={{ mb: 2, color: 'text.secondary' }}>
            {t('alerts.detail.whatToDoIntro', { hazard: pickText(whatToDo.hazard.name, lang) })}
          </Typography>
          {whatToDo.blocks.map((block) => (
            <Box key={block.id} sx={{ mb: 2 }}>
              <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                {pickText(block.title, lang)}
              </Typography>
              <Typography sx={{ fontWeight: 600, my: 0.5 }}>{pickText(block.header, lang)}</Typography>
              <BlockMarkdown>{pickText(block.body, lang)}</BlockMarkdown>
            </Box>
          ))}
          <TextLink to={paths.hazard.href(whatToDo.hazard.slug)}>
            {t('alerts.detail.wholeGuide', { hazard: pickText(whatToDo.hazard.name, lang) })}
          </TextLink>
        </Paper>
      )}

      <Box component="section" aria-labelledby="official-alert" sx={{ my: 3 }}>
        <Typography variant="h2" id="official-alert">
          {t('alerts.detail.official')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('alerts.detail.officialNote')}</Typography>
        {shown && <OfficialText info={shown} />}
        {others.map((info) => (
          <Box
            key={info.language}
            component="details"
            sx={{ mt: 2, '& summary': { cursor: 'pointer', fontWeight: 700, py: 1 } }}
          >
            <summary>
              {t('alerts.detail.otherLanguages', { language: languageName(info.language, lang) })}
            </summary>
            <Typography variant="h3" lang={info.language} sx={{ fontSize: '1.1rem', mt: 1 }}>
              {info.headline ?? info.event}
            </Typography>
            <OfficialText info={info} />
          </Box>
        ))}
      </Box>
      <TextLink to={paths.alerts.href()}>{t('alerts.detail.back')}</TextLink>
    </>
  );
}

/** `/alerts/{id}` (ADR 034): one official alert in full, with what to do now. */
export function AlertPage() {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const lang = (i18n.resolvedLanguage ?? 'en') as LanguageCode;
  const id = Number(useParams().alertId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const alert = useQuery({ ...alertQueryOptions(id, lang), enabled: valid });
  usePageTitle(alert.data ? alert.data.data.alert.event : t('common:titles.alert'));
  const notFound = !valid || (alert.error instanceof ApiError && alert.error.code === 'NOT_FOUND');
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto', px: 2, py: { xs: 3, md: 4 } }}>
      {alert.data ? (
        <AlertContent detail={alert.data.data} savedCopy={alert.data.savedCopy} />
      ) : notFound || alert.isError ? (
        <>
          <Typography variant="h1" id="page-heading" tabIndex={-1} sx={{ outline: 'none', mb: 2 }}>
            {t('common:titles.alert')}
          </Typography>
          <Alert severity={notFound ? 'info' : 'error'} sx={{ mb: 2 }}>
            {notFound ? t('alerts.detail.notFound') : t('alerts.detail.loadFailed')}
          </Alert>
          <TextLink to={paths.alerts.href()}>{t('alerts.detail.back')}</TextLink>
        </>
      ) : (
        <Skeleton variant="rounded" height={240} aria-hidden="true" />
      )}
    </Box>
  );
}
