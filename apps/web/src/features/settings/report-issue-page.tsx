import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { FeedbackButton } from '../../components/feedback-button';
import { SettingsPage } from '../../components/settings-page';

/** Report Issue, also reached as Tech Support (/settings/tech-support) with that title. */
export function ReportIssuePage({ titleKey = 'reportIssue' }: { titleKey?: 'reportIssue' | 'techSupport' }) {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <SettingsPage heading={t('common:titles.reportIssue')} title={t(`common:titles.${titleKey}`)}>
      <Typography sx={{ mb: 3, maxWidth: 640 }}>{t('reportIssue.apology')}</Typography>
      <FeedbackButton kind="report-issue">{t('reportIssue.link')}</FeedbackButton>
    </SettingsPage>
  );
}
