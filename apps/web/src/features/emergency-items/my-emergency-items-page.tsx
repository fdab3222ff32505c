import { useTranslation } from 'react-i18next';
import { LoginWall } from '../../components/login-wall';
import { Notice } from '../../components/notice';
import { Page } from '../../components/page';
import { useProfile } from '../../lib/auth/profile-store';

/**
 * My Emergency Items: behind the login wall for anonymous visitors. The list itself comes with
 * the Prep Checks issue; signed-in users see a notice until then.
 */
export function MyEmergencyItemsPage() {
  const { t } = useTranslation(['pages', 'common']);
  const { status } = useProfile();
  return (
    <Page heading={t('common:titles.myEmergencyItems')}>
      {status === 'signed-in' ? (
        <Notice>{t('common:placeholder.myEmergencyItems')}</Notice>
      ) : (
        <LoginWall message={t('account.loginWall.emergencyItems')} />
      )}
    </Page>
  );
}
