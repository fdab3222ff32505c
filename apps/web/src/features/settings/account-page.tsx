import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/notice';
import { SettingsPage } from './settings-page';

/** Account settings; the accounts issue fills it (names, picture, sign-in and sign-out). */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage heading={t('titles.account')}>
      <Notice>{t('placeholder.account')}</Notice>
    </SettingsPage>
  );
}
