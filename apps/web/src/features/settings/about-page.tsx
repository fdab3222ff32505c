import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { APP_VERSION } from '@prepwell/contract';
import { SettingsPage } from '../../components/settings-page';

export function AboutPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <SettingsPage heading={t('common:titles.aboutUs')}>
      <Typography sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 2 }}>{t('about.lead')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('about.body')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('about.limits')}</Typography>
      <Typography color="text.secondary">{t('about.version', { version: APP_VERSION })}</Typography>
    </SettingsPage>
  );
}
